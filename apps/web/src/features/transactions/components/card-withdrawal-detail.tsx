import type { TCardWithdrawalDetail } from '@corridor/contracts/card-balances/card-withdraw';
import type { TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { cardBalanceName } from '@corridor/domain/card-balances/card-withdraw';
import { formatDateTime } from '@corridor/domain/dates';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutTracker } from '@/ui/payout-tracker.tsx';
import { TransactionStatus } from './transaction-status.tsx';

type Props = { withdrawal: TCardWithdrawalDetail; row: TTransactionRow; timeZone?: string };

/**
 * A withdrawal from a card balance (FW…): the amount, from which card balance to which of the business's accounts,
 * its status and tracker. No bank sits in between, so there is no bank account, fee or holder to show.
 */
export function CardWithdrawalDetail({ withdrawal: w, row, timeZone }: Props) {
  return (
    <div className="stack">
      <div className="txn-detail-head">
        <span className="mono">{w.reference}</span>
        <TransactionStatus row={row} />
      </div>
      <FigureList>
        <Figure term="Amount" isStrong>
          <MoneyText minor={w.amount.amountMinor} currency={w.amount.currency} withCode />
        </Figure>
        <Figure term="From">Your {cardBalanceName(w.card_balance.currency)}</Figure>
        <Figure term="To account">
          {w.destination_account.currency} · {w.destination_account.account_number}
        </Figure>
        <Figure term="Created">{formatDateTime(w.created_at, timeZone)}</Figure>
        <Figure term="Completed">{formatDateTime(w.updated_at, timeZone)}</Figure>
      </FigureList>
      <h3 className="payout-subtitle">Progress</h3>
      <PayoutTracker steps={w.tracker} timeZone={timeZone} />
    </div>
  );
}
