import type { TTransactionRow } from '@corridor/contracts/transactions/transactions';
import { formatDateTime } from '@corridor/domain/dates';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { type DataColumn, DataTable } from '@/ui/data-table.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { TransactionStatus } from './transaction-status.tsx';

type Props = { rows: readonly TTransactionRow[]; timeZone?: string };

/** "Send · SWIFT", "Withdrawal", …: the kind, and how a payout travels. */
const typeText = (r: TTransactionRow) =>
  r.payoutMethod && r.transactionType === 'send'
    ? `${r.transactionTypeLabel} · ${r.payoutMethod}`
    : r.transactionTypeLabel;

/** Who it went to or came from; for the kinds without a counterparty, what moved where. */
function counterparty(r: TTransactionRow): string {
  if (r.beneficiaryName) return r.beneficiaryName;
  if (r.transactionType === 'exchange') return `${r.sourceAmount.currency} to ${r.destinationAmount.currency}`;
  return `${r.destinationAmount.currency} account`;
}

const hasTwoAmounts = (r: TTransactionRow) =>
  r.sourceAmount.currency !== r.destinationAmount.currency ||
  r.sourceAmount.amountMinor !== r.destinationAmount.amountMinor;

function Due({ row, timeZone }: { row: TTransactionRow; timeZone?: string }) {
  return row.dueBy ? <span className="muted txn-due">Due by {formatDateTime(row.dueBy, timeZone)}</span> : null;
}

const columns = (timeZone?: string): DataColumn<TTransactionRow>[] => [
  { key: 'createdAt', header: 'Date', cell: (r) => <span className="nowrap">{r.createdAtDisplay}</span> },
  {
    key: 'transactionId',
    header: 'Transaction',
    isRowHeader: true,
    cell: (r) => (
      <span className="txn-id">
        <Link to={r.detailPath} className="mono">
          {r.transactionId}
        </Link>
        <span className="muted">{typeText(r)}</span>
        {r.batchId ? <span className="muted mono">Batch {r.batchId}</span> : null}
      </span>
    ),
  },
  { key: 'beneficiaryName', header: 'To / from', cell: (r) => <span className="txn-name">{counterparty(r)}</span> },
  {
    key: 'sourceAmount',
    header: 'Amount',
    align: 'end',
    cell: (r) => <MoneyText minor={r.sourceAmount.amountMinor} currency={r.sourceAmount.currency} withCode />,
  },
  {
    key: 'destinationAmount',
    header: 'Recipient gets',
    align: 'end',
    cell: (r) =>
      hasTwoAmounts(r) ? (
        <MoneyText minor={r.destinationAmount.amountMinor} currency={r.destinationAmount.currency} withCode />
      ) : (
        <span className="muted">—</span>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <span className="txn-status">
        <TransactionStatus row={r} />
        <Due row={r} timeZone={timeZone} />
      </span>
    ),
  },
];

/**
 * The transactions (spec §3 list columns; the CSV has every one). On a phone seven columns push the amounts
 * off-screen, so each transaction becomes one tappable list row: who, when, what kind, the amount and the status.
 */
export function TransactionsTable({ rows, timeZone }: Props) {
  const isPhone = useMediaQuery('(max-width: 767px)');
  if (isPhone) {
    return (
      <ul className="txn-list" aria-label="Transactions">
        {rows.map((r) => (
          <li key={r.id}>
            <Link to={r.detailPath} className="txn-list-row">
              <span className="txn-list-main">
                <span className="txn-list-title">{counterparty(r)}</span>
                <span className="muted txn-list-meta">
                  {typeText(r)} · {r.createdAtDisplay}
                </span>
                <span className="muted mono txn-list-meta">{r.transactionId}</span>
              </span>
              <span className="txn-list-figures">
                <MoneyText minor={r.sourceAmount.amountMinor} currency={r.sourceAmount.currency} withCode />
                {hasTwoAmounts(r) ? (
                  <span className="muted txn-list-meta">
                    →{' '}
                    <MoneyText
                      minor={r.destinationAmount.amountMinor}
                      currency={r.destinationAmount.currency}
                      withCode
                    />
                  </span>
                ) : null}
                <TransactionStatus row={r} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <DataTable caption="Transactions" columns={columns(timeZone)} rows={rows} rowKey={(r) => r.id} />;
}
