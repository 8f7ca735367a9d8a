import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { countryName } from '@corridor/domain/corridors';
import { errorMessage } from '@/lib/api/api-error.ts';
import { MoneyText } from '@/ui/money-text.tsx';
import { ReviewConfirmDialog } from '@/ui/review-confirm-dialog.tsx';
import { useWithdraw } from '../hooks/use-withdraw.ts';
import { toRequest, type WithdrawDraft } from './withdraw-draft.ts';

type ReviewDialogProps = {
  draft: WithdrawDraft;
  /** The amount as checked, in minor units. */
  amountMinor: bigint;
  account: TCurrencyAccount;
  bank: TBankAccount;
  onClose: () => void;
  onDone: (withdrawal: TWithdrawal) => void;
};

/**
 * The last look before money leaves: from which account, to which bank account, how much. Confirming withdraws; a
 * failure is said here, and "Try again" repeats the same confirmation (the same Idempotency-Key), so nothing leaves
 * twice. Rendered only while open: each opening is one confirmation.
 */
export function ReviewDialog({ draft, amountMinor, account, bank, onClose, onDone }: ReviewDialogProps) {
  const withdraw = useWithdraw();
  const confirm = () => withdraw.mutate(toRequest(draft), { onSuccess: onDone });
  return (
    <ReviewConfirmDialog
      title="Review your withdrawal"
      onCancel={onClose}
      onConfirm={confirm}
      confirmLabel={withdraw.isError ? 'Try again' : 'Confirm withdrawal'}
      busyLabel="Withdrawing…"
      isBusy={withdraw.isPending}
      error={withdraw.error ? errorMessage(withdraw.error) : null}
    >
      <dl className="withdraw-summary">
        <div>
          <dt>You withdraw</dt>
          <dd className="withdraw-amount">
            <MoneyText minor={amountMinor} currency={account.currency} withCode />
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>
            {account.label ?? `${account.currency} account`} · {account.account_number}
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {bank.name}
            <span className="muted withdraw-summary-sub">
              {bank.bankAccountHolderName} · {bank.bankName} · {bank.accountNumber} · {countryName(bank.countryCode)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>None</dd>
        </div>
      </dl>
      <p className="muted">The amount is held in your account at once and leaves when the bank rail sends it.</p>
    </ReviewConfirmDialog>
  );
}
