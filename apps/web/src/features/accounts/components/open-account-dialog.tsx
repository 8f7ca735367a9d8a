import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { CurrencyCode } from '@corridor/domain/currencies';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { useCreateAccountsBulk } from '../api/create-accounts-bulk.ts';
import { OpenAccountForm, type OpenableCurrency, type OpenMode } from './open-account-form.tsx';

type OpenAccountDialogProps = { options: readonly OpenableCurrency[]; onClose: () => void };

/** Open one or several currency accounts: choose, then confirm what will be opened. */
export function OpenAccountDialog({ options, onClose }: OpenAccountDialogProps) {
  // The last choice survives "Back", so going back to change one currency keeps the others ticked.
  const [draft, setDraft] = useState<{ mode: OpenMode; currencies: string[] } | undefined>();
  const [isReviewing, setReviewing] = useState(false);
  const chosen = isReviewing ? draft : undefined;
  const single = useCreateAccount();
  const bulk = useCreateAccountsBulk();
  const isBusy = single.isPending || bulk.isPending;
  const error = single.error ?? bulk.error;

  const done = (accounts: readonly TCurrencyAccount[]) => {
    const codes = accounts.map((a) => a.currency).join(', ');
    showSnackbar(
      accounts.length === 1 ? `Your ${codes} account is open` : `Your ${codes} accounts are open`,
      'success',
    );
    onClose();
  };
  const confirm = () => {
    if (!chosen) return;
    const currencies = chosen.currencies as CurrencyCode[];
    if (currencies.length === 1) single.mutate({ currency: currencies[0]! }, { onSuccess: (r) => done([r.account]) });
    else bulk.mutate({ currencies }, { onSuccess: (r) => done(r.accounts) });
  };
  const labelOf = (code: string) => options.find((o) => o.value === code)?.label ?? code;

  return (
    <Dialog
      title={
        !chosen
          ? 'Open a currency account'
          : chosen.currencies.length === 1
            ? 'Confirm new account'
            : 'Confirm new accounts'
      }
      onClose={onClose}
      isBusy={isBusy}
      footer={
        chosen ? (
          <>
            <Button variant="secondary" onClick={() => setReviewing(false)} disabled={isBusy}>
              Back
            </Button>
            <Button onClick={confirm} isLoading={isBusy} loadingLabel="Opening…">
              {chosen.currencies.length === 1 ? 'Open account' : `Open ${chosen.currencies.length} accounts`}
            </Button>
          </>
        ) : undefined
      }
    >
      {chosen ? (
        <div className="stack">
          {error ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
          <p>You are opening {chosen.currencies.length === 1 ? 'this account' : 'these accounts'}:</p>
          <ul>
            {chosen.currencies.map((c) => (
              <li key={c}>{labelOf(c)}</li>
            ))}
          </ul>
        </div>
      ) : options.length === 0 ? (
        <p className="muted">You already hold an account in every currency offered to your business.</p>
      ) : (
        <OpenAccountForm
          options={options}
          defaultValue={draft}
          onCancel={onClose}
          onReview={(choice) => {
            single.reset();
            bulk.reset();
            setDraft(choice);
            setReviewing(true);
          }}
        />
      )}
    </Dialog>
  );
}
