import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { formatDateTime } from '@corridor/domain/dates';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutTracker } from '@/ui/payout-tracker.tsx';

/** A withdrawal or end-of-day sweep: the amount, from which account to which bank account, and its tracker. */
export function WithdrawalDetail({ withdrawal: w, timeZone }: { withdrawal: TWithdrawal; timeZone?: string }) {
  return (
    <div className="stack">
      <FigureList>
        <Figure term="Amount" isStrong>
          <MoneyText minor={w.amount.amountMinor} currency={w.amount.currency} withCode />
        </Figure>
        <Figure term="From account">
          {w.source_account.currency} · {w.source_account.account_number}
        </Figure>
        <Figure term="To bank account">
          {w.bank_account.bankName} · {w.bank_account.accountNumber}
        </Figure>
        <Figure term="Account holder">{w.bank_account.bankAccountHolderName}</Figure>
        {w.sweep_day ? <Figure term="Business day swept">{w.sweep_day}</Figure> : null}
        {w.reason ? <Figure term="Reason">{w.reason}</Figure> : null}
        <Figure term="Created">{formatDateTime(w.created_at, timeZone)}</Figure>
      </FigureList>
      <h3 className="payout-subtitle">Progress</h3>
      <PayoutTracker steps={w.tracker} timeZone={timeZone} />
    </div>
  );
}
