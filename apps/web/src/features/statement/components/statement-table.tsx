import type { TStatementRow } from '@corridor/contracts/statement/account-statement';
import { type DataColumn, DataTable } from '@/ui/data-table.tsx';
import { MoneyText, toBigInt } from '@/ui/money-text.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';

type StatementTableProps = {
  rows: readonly TStatementRow[];
  caption: string;
  /** Set when amounts are also shown in another currency. */
  reportingCurrency: string | null;
};

/** A debit shows with a minus, whatever sign the API uses for it, so the column reads the same as the balance. */
export function signedMinor(row: Pick<TStatementRow, 'amount' | 'ledgerType'>): string {
  const value = toBigInt(row.amount.amountMinor) ?? 0n;
  const abs = value < 0n ? -value : value;
  return (row.ledgerType === 'DEBIT' ? -abs : abs).toString();
}

function columns(reportingCurrency: string | null): DataColumn<TStatementRow>[] {
  const list: DataColumn<TStatementRow>[] = [
    // Printed by the API in the business's zone, exactly as the CSV and PDF print it.
    { key: 'date', header: 'Date', cell: (r) => <span className="nowrap">{r.dateDisplay}</span> },
    {
      key: 'transactionId',
      header: 'Transaction ID',
      cell: (r) => <span className="mono">{r.transactionId}</span>,
      isRowHeader: true,
    },
    { key: 'type', header: 'Type', cell: (r) => r.typeLabel },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (r) => <MoneyText minor={signedMinor(r)} currency={r.amount.currency} isSigned />,
    },
    {
      key: 'ledgerType',
      header: 'Ledger type',
      cell: (r) => (
        <StatusChip
          label={r.ledgerType === 'CREDIT' ? 'Credit' : 'Debit'}
          tone={r.ledgerType === 'CREDIT' ? 'success' : 'neutral'}
        />
      ),
    },
    { key: 'reference', header: 'Reference', cell: (r) => r.reference || '—' },
    {
      key: 'balance',
      header: 'Balance',
      align: 'end',
      cell: (r) => <MoneyText minor={r.balance.amountMinor} currency={r.balance.currency} />,
    },
  ];
  if (reportingCurrency) {
    list.splice(4, 0, {
      key: 'reporting',
      header: `Amount (${reportingCurrency})`,
      align: 'end',
      cell: (r) =>
        r.reportingAmount ? (
          <MoneyText
            minor={signedMinor({ amount: r.reportingAmount, ledgerType: r.ledgerType })}
            currency={r.reportingAmount.currency}
          />
        ) : (
          '—'
        ),
    });
  }
  return list;
}

/** The statement rows: newest first, each with the running balance right after it. */
export function StatementTable({ rows, caption, reportingCurrency }: StatementTableProps) {
  return <DataTable caption={caption} columns={columns(reportingCurrency)} rows={rows} rowKey={(r) => r.id} />;
}
