import type { TStatementSummary } from '@corridor/contracts/statement/account-statement';
import { MoneyText } from '@/ui/money-text.tsx';

/** The period at a glance, for the filters on screen: where it started and ended, what came in and went out. */
export function StatementSummary({ summary }: { summary: TStatementSummary }) {
  const { openingBalance: opening, closingBalance: closing, moneyIn, moneyOut } = summary;
  return (
    <section className="panel" aria-label="Period summary">
      <dl className="statement-summary">
        <div>
          <dt>Opening balance</dt>
          <dd>
            <MoneyText minor={opening.amountMinor} currency={opening.currency} withCode />
          </dd>
        </div>
        <div>
          <dt>Money in</dt>
          <dd>
            <MoneyText minor={moneyIn.amountMinor} currency={moneyIn.currency} withCode isSigned />
          </dd>
        </div>
        <div>
          <dt>Money out</dt>
          <dd>
            <MoneyText minor={`-${moneyOut.amountMinor}`} currency={moneyOut.currency} withCode isSigned />
          </dd>
        </div>
        <div>
          <dt>Closing balance</dt>
          <dd>
            <MoneyText minor={closing.amountMinor} currency={closing.currency} withCode />
          </dd>
        </div>
        <div>
          <dt>Entries</dt>
          <dd>{summary.entryCount.toLocaleString('en-US')}</dd>
        </div>
      </dl>
    </section>
  );
}
