import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import { BANK_FORM_MESSAGES } from '@corridor/domain/bank-accounts/bank-form';
import { countryName } from '@corridor/domain/corridors';
import { SNACKBAR_SHORT_MS } from '@corridor/domain/display';
import { useCallback, useId, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useBankFormSchema } from '../api/get-bank-form-schema.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import {
  addPayload,
  countryChoices,
  currencyChoices,
  defaultCountry,
  defaultCurrency,
  editPayload,
  type SaveFailure,
  saveFailureOf,
  valuesOfAccount,
} from './bank-account-draft.ts';
import { BankAccountForm, type BankFormSubmit } from './bank-account-form.tsx';
import '../bank-accounts.css';

export type BankAccountModalProps = {
  clientId: string;
  /** The business's legal entity: which countries and currencies it can link. */
  entity: string;
  /** The registered business name: the holder name it must match. */
  businessName: string;
  /** The account to change; none to link a new one. */
  account?: TBankAccount;
  /** A currency to start a new account in (the withdraw form asks for one in the account's currency). */
  currency?: string;
  /** Spec §5: the flag that locks a Malaysian business's holder name on edit. */
  isHolderLockFlagOn: boolean;
  onClose: () => void;
  /** Told the account as saved, before the dialog closes. */
  onSaved?: (account: TBankAccount) => void;
};

/**
 * Adding or changing a company bank account (spec §2, §4 "Bank modal: loading, form, validate, save, refresh,
 * close"): the country and currency choose the form (LOCAL when the currency is the country's own, else SWIFT), whose
 * schema loads, is filled and checked; Save sends it, the lists refresh, the dialog closes with "Your account details
 * have been added". A "Duplicate" refusal stays in the form; other failures are the generic snackbar.
 */
export function BankAccountModal(props: BankAccountModalProps) {
  const { clientId, entity, businessName, account, isHolderLockFlagOn, onClose, onSaved } = props;
  const formId = useId();
  const startCountry = account?.countryCode ?? defaultCountry(entity);
  const [country, setCountry] = useState(startCountry);
  const [currency, setCurrency] = useState(
    account?.currencyCode[0] ?? defaultCurrency(entity, startCountry, props.currency),
  );
  const [isBlocked, setBlocked] = useState(true);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const schema = useBankFormSchema(clientId, country, currency);
  const save = useSaveBankAccount(clientId);
  const onBlockedChange = useCallback((b: boolean) => setBlocked(b), []);
  const isHolderLocked = Boolean(account) && entity === 'MY' && isHolderLockFlagOn;

  const submit = ({ values, isNumberKept, bankCode, name }: BankFormSubmit) => {
    setFailure(null);
    const holder = isHolderLocked && account ? account.bankAccountHolderName : values.bank_account_holder_name;
    const checked = { ...values, bank_account_holder_name: holder };
    save.mutate(
      account
        ? { kind: 'edit', id: account.accountId, body: editPayload(checked, { isNumberKept, bankCode }) }
        : { kind: 'add', body: addPayload(checked, { country, currency }, { name, bankCode }) },
      {
        onSuccess: (saved) => {
          showSnackbar(
            account ? 'Your bank account details were updated' : BANK_FORM_MESSAGES.added,
            'success',
            SNACKBAR_SHORT_MS,
          );
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          const f = saveFailureOf(error);
          setFailure(f);
          if (f.kind === 'generic') showSnackbar(GENERIC_ERROR_MESSAGE, 'error');
        },
      },
    );
  };

  return (
    <Dialog
      title={account ? `Edit ${account.name}` : 'Add a bank account'}
      description="Withdrawals and end-of-day sweeps go to your business’s own bank account."
      onClose={onClose}
      isBusy={save.isPending}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={save.isPending}
            loadingLabel="Saving…"
            disabled={!schema.data || isBlocked}
          >
            {account ? 'Save changes' : 'Save account'}
          </Button>
        </>
      }
    >
      <div className="stack">
        {failure?.kind === 'duplicate' ? <FormAlert>{failure.message}</FormAlert> : null}
        {account ? (
          <p className="bank-form-corridor">
            {countryName(country)} · {currency}
          </p>
        ) : (
          <div className="bank-form-choice">
            <SelectField
              label="Bank country"
              options={countryChoices(entity)}
              value={country}
              onChange={(c) => {
                setCountry(c);
                setCurrency(defaultCurrency(entity, c, currency));
                setFailure(null);
              }}
            />
            <SelectField
              label="Currency"
              options={currencyChoices(entity, country)}
              value={currency}
              onChange={(c) => {
                setCurrency(c);
                setFailure(null);
              }}
              hint={schema.data ? (schema.data.payout_method === 'LOCAL' ? 'Local transfer' : 'SWIFT wire') : undefined}
            />
          </div>
        )}
        {schema.data ? (
          <BankAccountForm
            key={`${country}-${currency}`}
            formId={formId}
            schema={schema.data}
            businessName={businessName}
            original={account ? valuesOfAccount(account) : null}
            isHolderLocked={isHolderLocked}
            serverErrors={failure?.kind === 'fields' ? failure.errors : []}
            onBlockedChange={onBlockedChange}
            onSubmit={submit}
          />
        ) : schema.isError ? (
          <ErrorPanel
            title="We could not load the form for this bank"
            message={schema.error.message}
            onRetry={() => void schema.refetch()}
            isRetrying={schema.isFetching}
          />
        ) : (
          <SkeletonBlock label="Loading the form" lines={4} />
        )}
        {schema.data && isBlocked && !save.isPending ? (
          <p className="muted bank-form-note" role="status">
            {account
              ? 'Change the holder name, the bank name or a routing code to save.'
              : 'Fill in every field that is not optional to save.'}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
