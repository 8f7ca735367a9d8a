import { MOBILE_MEDIA_QUERY } from '@corridor/domain/display';
import { formatRate } from '@corridor/domain/rates';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PlainTable } from '@/ui/plain-table.tsx';
import type { CurrencyLine } from './review-figures.ts';

const count = new Intl.NumberFormat('en-US');
const rateText = (l: CurrencyLine, source: string) =>
  l.rate ? `1 ${source} = ${formatRate(l.rate)} ${l.currency}` : 'No conversion';

/**
 * What each destination currency of the batch comes to: a table on wide screens, and on a phone (where five columns
 * would push the amounts off screen) one short list of figures per currency.
 */
export function CurrencyTotals({ lines, source }: { lines: readonly CurrencyLine[]; source: string }) {
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
  if (isPhone) {
    return (
      <section className="stack bulk-currency-cards" aria-label="Totals per currency">
        <h3 className="bulk-new-step-title">Totals per currency</h3>
        {lines.map((l) => (
          <FigureList key={l.currency} className="bulk-currency-card">
            <Figure term={`${l.currency} · ${count.format(l.count)} payments`}>{rateText(l, source)}</Figure>
            <Figure term="Recipients get">
              <MoneyText minor={l.amountMinor} currency={l.currency} withCode />
            </Figure>
            <Figure term={`Debited in ${source}`}>
              <MoneyText minor={l.sourceMinor} currency={source} withCode />
            </Figure>
          </FigureList>
        ))}
      </section>
    );
  }
  return (
    <PlainTable<CurrencyLine>
      caption="Totals per currency"
      isCaptionVisible
      rowKey={(r) => r.currency}
      rows={lines}
      columns={[
        { key: 'currency', header: 'Currency', cell: (r) => r.currency, isRowHeader: true },
        { key: 'count', header: 'Payments', cell: (r) => count.format(r.count), align: 'end' },
        {
          key: 'amount',
          header: 'Recipients get',
          cell: (r) => <MoneyText minor={r.amountMinor} currency={r.currency} withCode />,
          align: 'end',
        },
        { key: 'rate', header: 'Locked rate', cell: (r) => rateText(r, source), align: 'end' },
        {
          key: 'source',
          header: `Debited in ${source}`,
          cell: (r) => <MoneyText minor={r.sourceMinor} currency={source} withCode />,
          align: 'end',
        },
      ]}
    />
  );
}
