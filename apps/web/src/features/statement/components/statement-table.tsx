import type { TStatementRow } from '@corridor/contracts/statement/account-statement';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { CopyButton } from '@/ui/copy-button.tsx';
import { type DataColumn, DataTable } from '@/ui/data-table.tsx';
import { MoneyText, toBigInt } from '@/ui/money-text.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { shortId } from './statement-format.ts';

type StatementTableProps = {
  rows: readonly TStatementRow[];
  caption: string;
  /** Set when amounts are also shown in another currency. */
  reportingCurrency: string | null;
  /** The account's own currency, named in the amount and balance headers. */
  accountCurrency: string;
};

/** A debit shows with a minus, whatever sign the API uses for it, so the column reads the same as the balance. */
export function signedMinor(row: Pick<TStatementRow, 'amount' | 'ledgerType'>): string {
  const value = toBigInt(row.amount.amountMinor) ?? 0n;
  const abs = value < 0n ? -value : value;
  return (row.ledgerType === 'DEBIT' ? -abs : abs).toString();
}

/** A short form on screen (statement-format.ts); the whole id in the copy and in what a screen reader says. */
function TransactionId({ id }: { id: string }) {
  return (
    <span className="statement-txid">
      <span className="mono" aria-hidden="true">
        {shortId(id)}
      </span>
      <span className="visually-hidden">{id}</span>
      <CopyButton value={id} label={`transaction ID ${id}`} />
    </span>
  );
}

function columns(reportingCurrency: string | null, accountCurrency: string): DataColumn<TStatementRow>[] {
  const list: DataColumn<TStatementRow>[] = [
    // Printed by the API in the business's zone, exactly as the CSV and PDF print it.
    { key: 'date', header: 'Date', cell: (r) => <span className="nowrap">{r.dateDisplay}</span> },
    {
      key: 'transactionId',
      header: 'Transaction ID',
      cell: (r) => <TransactionId id={r.transactionId} />,
      isRowHeader: true,
    },
    { key: 'type', header: 'Type', cell: (r) => r.typeLabel },
    {
      key: 'amount',
      header: `Amount (${accountCurrency})`,
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
    {
      key: 'reference',
      header: 'Reference',
      cell: (r) => <span className="statement-reference">{r.reference || '—'}</span>,
    },
    {
      key: 'balance',
      header: `Balance (${accountCurrency})`,
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
            isSigned
          />
        ) : (
          '—'
        ),
    });
  }
  return list;
}

/**
 * The statement rows: newest first, each with the running balance right after it. On a phone a table of eight
 * columns pushes the amount and balance off-screen, so each entry becomes a list row of what matters there.
 */
export function StatementTable({ rows, caption, reportingCurrency, accountCurrency }: StatementTableProps) {
  const isPhone = useMediaQuery('(max-width: 767px)');
  if (isPhone) {
    return (
      <ul className="statement-list" aria-label={caption}>
        {rows.map((r) => (
          <li key={r.id} className="statement-list-row">
            <div className="statement-list-main">
              <span className="statement-list-title">{r.reference || r.typeLabel}</span>
              <span className="muted statement-list-meta">
                {r.dateDisplay} · {r.typeLabel}
              </span>
            </div>
            <div className="statement-list-figures">
              <MoneyText minor={signedMinor(r)} currency={r.amount.currency} isSigned withCode />
              {/* The same amount in the chosen reporting currency, smaller, under the account's own. */}
              {reportingCurrency && r.reportingAmount ? (
                <span className="statement-list-reporting">
                  <MoneyText
                    minor={signedMinor({ amount: r.reportingAmount, ledgerType: r.ledgerType })}
                    currency={r.reportingAmount.currency}
                    isSigned
                    withCode
                  />
                </span>
              ) : null}
              <span className="muted statement-list-meta">
                Balance <MoneyText minor={r.balance.amountMinor} currency={r.balance.currency} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable
      caption={caption}
      columns={columns(reportingCurrency, accountCurrency)}
      rows={rows}
      rowKey={(r) => r.id}
    />
  );
}
