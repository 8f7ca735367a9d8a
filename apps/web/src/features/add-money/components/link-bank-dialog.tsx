import type { TLinkedBank } from '@corridor/contracts/ach/ach';
import {
  ACH_ACCOUNT_TYPE_LABELS,
  ACH_ACCOUNT_TYPES,
  type AchAccountType,
  type AchLinkInput,
  achLinkProblems,
} from '@corridor/domain/fundings/ach';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useInitiateLink, useLinkStatus } from '../api/ach.ts';
import { addMoneyKeys } from '../api/add-money-keys.ts';

type LinkBankDialogProps = {
  onClose: () => void;
  /** The account once the partner has linked it. */
  onLinked: (account: TLinkedBank) => void;
};

const EMPTY: AchLinkInput = { holderName: '', accountNumber: '', routingNumber: '', accountType: 'CHECKING' };

/**
 * Links a US bank account for ACH (spec §7 initiateLinkAccount, then its status): the form with the same rules as the
 * server, then a pending state while the partner verifies the account (a few seconds), then linked or failed.
 */
export function LinkBankDialog({ onClose, onLinked }: LinkBankDialogProps) {
  const formId = useId();
  const [input, setInput] = useState<AchLinkInput>(EMPTY);
  const [isSubmitted, setSubmitted] = useState(false);
  const initiate = useInitiateLink();
  const [link, setLink] = useState<TLinkedBank | null>(null);
  const status = useLinkStatus(link);
  const current = status.data ?? link;
  const problems = isSubmitted ? achLinkProblems(input) : {};
  const change = (c: Partial<AchLinkInput>) => setInput((i) => ({ ...i, ...c }));

  const queryClient = useQueryClient();
  const verdict = current?.status;
  useEffect(() => {
    if (verdict === 'LINKED' || verdict === 'FAILED') {
      void queryClient.invalidateQueries({ queryKey: addMoneyKeys.achAccounts, exact: true });
    }
  }, [verdict, queryClient]);
  useEffect(() => {
    if (current?.status === 'LINKED') onLinked(current);
  }, [current, onLinked]);

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(achLinkProblems(input)).length > 0) return;
    initiate.mutate({ ...input, accountType: input.accountType as AchAccountType }, { onSuccess: setLink });
  };

  if (current && current.status !== 'LINKED') {
    const isFailed = current.status === 'FAILED';
    return (
      <Dialog
        title="Link a bank account"
        onClose={onClose}
        footer={
          isFailed ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                Done
              </Button>
              <Button
                onClick={() => {
                  setLink(null);
                  initiate.reset();
                }}
              >
                Try again
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={onClose}>
              Continue in the background
            </Button>
          )
        }
      >
        <div className="stack">
          {isFailed ? (
            <FormAlert>{current.failureReason}</FormAlert>
          ) : (
            <div className="ach-link-pending">
              <Spinner label="Verifying" />
              <p className="ach-link-pending-text">
                Verifying account {current.accountNumber} with your bank. This takes a few seconds; you can close this
                and carry on, it will appear in your linked accounts once verified.
              </p>
            </div>
          )}
          <p className="muted">Reference {current.referenceNumber}</p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Link a bank account"
      description="A US bank account in your business's name, for ACH direct debits in USD."
      onClose={onClose}
      isBusy={initiate.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={initiate.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={initiate.isPending} loadingLabel="Linking…">
            Link account
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="ach-link-form"
        noValidate
        aria-label="Bank account details"
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog sits inside the add-money form in React's tree: its submit must not bubble up to that form.
          e.stopPropagation();
          submit();
        }}
      >
        {initiate.error ? (
          <FormAlert>{initiate.error.fieldErrors[0]?.message ?? errorMessage(initiate.error)}</FormAlert>
        ) : null}
        <TextField
          label="Account holder name"
          autoComplete="organization"
          maxLength={140}
          value={input.holderName}
          onChange={(e) => change({ holderName: e.target.value })}
          error={problems.holderName}
        />
        <TextField
          label="Routing number (ABA)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          value={input.routingNumber}
          onChange={(e) => change({ routingNumber: e.target.value })}
          error={problems.routingNumber}
          hint="9 digits"
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={input.accountNumber}
          onChange={(e) => change({ accountNumber: e.target.value })}
          error={problems.accountNumber}
          hint="We keep only its last four digits."
        />
        <SelectField
          label="Account type"
          options={ACH_ACCOUNT_TYPES.map((t) => ({ value: t, label: ACH_ACCOUNT_TYPE_LABELS[t] }))}
          value={input.accountType}
          onChange={(accountType) => change({ accountType })}
          error={problems.accountType}
        />
      </form>
    </Dialog>
  );
}
