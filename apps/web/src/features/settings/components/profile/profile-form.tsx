import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import { currencyName, isCurrencyCode } from '@corridor/domain/currencies';
import { entityConfig } from '@corridor/domain/entities';
import { CLIENT_LABEL_MAX, PROFILE_MESSAGES } from '@corridor/domain/settings/profile';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { NativeSelectField } from '@/ui/native-select-field.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { TextField } from '@/ui/text-field.tsx';
import { useUpdateClient } from '../../api/update-client.ts';

const BOOKFX_OPTIONS = [
  { value: 'SOURCE', label: 'The amount I sell' },
  { value: 'DESTINATION', label: 'The amount I buy' },
];

/**
 * The business's own choices: trading name, base currency (what the dashboard totals in) and which side an exchange
 * starts from. Sent as the whole client record (spec §7 client update), so the server can refuse anything else.
 */
export function ProfileForm({
  client,
  canEdit,
  onUpdated,
}: {
  client: TActiveClient;
  canEdit: boolean;
  onUpdated: () => unknown;
}) {
  const update = useUpdateClient(onUpdated);
  const [label, setLabel] = useState(client.client_label ?? '');
  const [baseCurrency, setBaseCurrency] = useState(client.client_base_currency);
  const [bookFx, setBookFx] = useState(client.default_bookfx_type ?? 'SOURCE');
  const labelProblem = label.trim().length > CLIENT_LABEL_MAX ? PROFILE_MESSAGES.labelTooLong : undefined;
  const currencies = entityConfig(client.client_legal_entity)?.currencyOptions ?? [client.client_base_currency];
  const isChanged =
    label.trim() !== (client.client_label ?? '') ||
    baseCurrency !== client.client_base_currency ||
    bookFx !== (client.default_bookfx_type ?? 'SOURCE');
  const serverError = update.error && isApiError(update.error) ? update.error : null;

  const save = () =>
    update.mutate(
      {
        ...client,
        client_label: label.trim() || null,
        client_base_currency: baseCurrency,
        default_bookfx_type: bookFx as 'SOURCE' | 'DESTINATION',
      },
      { onSuccess: (res) => showSnackbar(res.message, 'success') },
    );

  return (
    <form
      className="stack settings-form"
      noValidate
      aria-label="Business preferences"
      onSubmit={(e) => {
        e.preventDefault();
        if (canEdit && isChanged && !labelProblem) save();
      }}
    >
      {update.isError && !serverError?.fieldErrors.length ? <FormAlert>{errorMessage(update.error)}</FormAlert> : null}
      <TextField
        label="Trading name (optional)"
        value={label}
        maxLength={CLIENT_LABEL_MAX + 20}
        disabled={!canEdit}
        onChange={(e) => setLabel(e.target.value)}
        error={labelProblem ?? serverError?.fieldMessage('client_label')}
        hint="Shown beside your registered name in Corridor."
      />
      <NativeSelectField
        label="Base currency"
        value={baseCurrency}
        disabled={!canEdit}
        onChange={(e) => setBaseCurrency(e.target.value)}
        options={currencies.map((c) => ({ value: c, label: isCurrencyCode(c) ? `${c} · ${currencyName(c)}` : c }))}
        error={serverError?.fieldMessage('client_base_currency')}
        hint="Your dashboard totals your balances in this currency."
      />
      <NativeSelectField
        label="Exchanges start from"
        value={bookFx}
        disabled={!canEdit}
        onChange={(e) => setBookFx(e.target.value)}
        options={BOOKFX_OPTIONS}
        hint="Which amount you type first when you exchange."
      />
      {canEdit ? (
        <div>
          <Button
            type="submit"
            disabled={!isChanged || Boolean(labelProblem)}
            isLoading={update.isPending}
            loadingLabel="Saving…"
          >
            Save changes
          </Button>
        </div>
      ) : (
        <p className="muted">Only an admin of your business can change these.</p>
      )}
    </form>
  );
}
