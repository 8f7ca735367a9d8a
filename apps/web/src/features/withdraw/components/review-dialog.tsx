import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { countryName } from '@corridor/domain/corridors';
import { MoneyText } from '@/ui/money-text.tsx';
import { ReviewConfirmDialog, retryConfirm } from '@/ui/review-confirm-dialog.tsx';
import { SummaryList, SummaryRow } from '@/ui/summary-list.tsx';
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
  return (
    <ReviewConfirmDialog
      title="Review your withdrawal"
      onCancel={onClose}
      busyLabel="Withdrawing…"
      {...retryConfirm(withdraw, toRequest(draft), onDone, 'Confirm withdrawal')}
    >
      <SummaryList>
        <SummaryRow term="You withdraw" isAmount>
          <MoneyText minor={amountMinor} currency={account.currency} withCode />
        </SummaryRow>
        <SummaryRow term="From">
          {account.label ?? `${account.currency} account`} · {account.account_number}
        </SummaryRow>
        <SummaryRow term="To">
          {bank.name}
          <span className="muted withdraw-summary-sub">
            {bank.bankAccountHolderName} · {bank.bankName} · {bank.accountNumber} · {countryName(bank.countryCode)}
          </span>
        </SummaryRow>
        <SummaryRow term="Fee">None</SummaryRow>
      </SummaryList>
      <p className="muted">The amount is held in your account at once and leaves when the bank rail sends it.</p>
    </ReviewConfirmDialog>
  );
}
