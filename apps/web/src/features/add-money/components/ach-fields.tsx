import type { TAchRollingLimit, TLinkedBank } from '@corridor/contracts/ach/ach';
import { ACH_ACCOUNT_TYPE_LABELS } from '@corridor/domain/fundings/ach';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useAchAccounts, useDelink } from '../api/ach.ts';
import type { AddMoneyDraft, DraftProblems } from './add-money-draft.ts';
import { LinkBankDialog } from './link-bank-dialog.tsx';

type AchFieldsProps = {
  draft: AddMoneyDraft;
  problems: DraftProblems;
  onChange: (change: Partial<AddMoneyDraft>) => void;
  limit: TAchRollingLimit | undefined;
};

export const linkedBankLabel = (a: Pick<TLinkedBank, 'type' | 'accountNumber' | 'routingValue'>) =>
  `${ACH_ACCOUNT_TYPE_LABELS[a.type]} ${a.accountNumber} · routing ${a.routingValue}`;

const STATUS: Record<TLinkedBank['status'], { label: string; tone: 'success' | 'info' | 'danger' | 'neutral' }> = {
  LINKED: { label: 'Linked', tone: 'success' },
  PENDING: { label: 'Verifying', tone: 'info' },
  FAILED: { label: 'Not linked', tone: 'danger' },
  DELINKED: { label: 'Removed', tone: 'neutral' },
};

/**
 * The ACH step: the linked bank account to debit, the rolling limit (what is left of it), the linked accounts with
 * their state and a way to remove one, and linking a new one.
 */
export function AchFields({ draft, problems, onChange, limit }: AchFieldsProps) {
  const accounts = useAchAccounts(true);
  const [isLinking, setLinking] = useState(false);
  const [removing, setRemoving] = useState<TLinkedBank | null>(null);
  const delink = useDelink();
  // The first linked account is chosen unless one is: most businesses link one.
  const firstLinked = accounts.data?.accounts.find((a) => a.status === 'LINKED')?.accountId;
  useEffect(() => {
    if (!draft.achAccountId && firstLinked) onChange({ achAccountId: firstLinked });
  }, [draft.achAccountId, firstLinked, onChange]);
  const onLinked = useCallback(
    (a: TLinkedBank) => {
      setLinking(false);
      onChange({ achAccountId: a.accountId });
      void accounts.refetch();
    },
    [onChange, accounts.refetch],
  );
  return (
    <fieldset className="add-money-card">
      <legend>Bank account (ACH)</legend>
      {limit ? (
        <p className="ach-limit">
          You can add <MoneyText minor={limit.allowed_amount.amountMinor} currency="USD" withCode /> more by ACH now:
          the limit is <MoneyText minor={limit.limit.amountMinor} currency="USD" withCode /> in any {limit.windowDays}{' '}
          days, and <MoneyText minor={limit.total_amount.amountMinor} currency="USD" withCode /> has been debited.
        </p>
      ) : null}
      <QueryState
        query={accounts}
        loadingLabel="Loading your linked bank accounts"
        errorTitle="We could not load your linked bank accounts"
      >
        {({ accounts: list }) => {
          const linked = list.filter((a) => a.status === 'LINKED');
          return (
            <>
              {linked.length > 0 ? (
                <SelectField
                  label="Debit from"
                  placeholder="Choose a linked account"
                  options={linked.map((a) => ({ value: a.accountId, label: linkedBankLabel(a) }))}
                  value={linked.some((a) => a.accountId === draft.achAccountId) ? draft.achAccountId : ''}
                  onChange={(achAccountId) => onChange({ achAccountId })}
                  error={problems.achAccountId}
                />
              ) : (
                <p className={problems.achAccountId ? 'ach-error' : 'muted'}>
                  No bank account is linked yet. Link one to pay by ACH.
                </p>
              )}
              {list.length > 0 ? (
                <ul className="ach-accounts" aria-label="Your linked bank accounts">
                  {list.map((a) => (
                    <li key={a.accountId}>
                      <span className="ach-account-name">
                        <strong>{linkedBankLabel(a)}</strong>
                        <span className="muted">{a.holderName}</span>
                        {a.status === 'FAILED' && a.failureReason ? (
                          <span className="ach-error">{a.failureReason}</span>
                        ) : null}
                      </span>
                      <StatusChip {...STATUS[a.status]} />
                      <Button variant="link" onClick={() => setRemoving(a)} aria-label={`Remove ${linkedBankLabel(a)}`}>
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          );
        }}
      </QueryState>
      <div>
        <Button variant="secondary" onClick={() => setLinking(true)}>
          Link a bank account
        </Button>
      </div>
      {isLinking ? <LinkBankDialog onClose={() => setLinking(false)} onLinked={onLinked} /> : null}
      {removing ? (
        <ConfirmDialog
          title="Remove this bank account?"
          confirmLabel="Remove account"
          busyLabel="Removing…"
          tone="danger"
          isBusy={delink.isPending}
          error={delink.error ? errorMessage(delink.error) : null}
          onConfirm={() =>
            delink.mutate(removing.accountId, {
              onSuccess: () => {
                if (draft.achAccountId === removing.accountId) onChange({ achAccountId: '' });
                setRemoving(null);
              },
            })
          }
          onCancel={() => setRemoving(null)}
        >
          <p>
            {linkedBankLabel(removing)} will no longer be offered for ACH. Debits already made from it are not affected.
          </p>
        </ConfirmDialog>
      ) : null}
    </fieldset>
  );
}
