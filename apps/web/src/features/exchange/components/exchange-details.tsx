import type { TExchange } from '@corridor/contracts/fx/fx-common';
import { formatDateTime } from '@corridor/domain/dates';
import { accountLabel } from '@/lib/account-label.ts';
import { CopyButton } from '@/ui/copy-button.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { ExchangeFigures } from './exchange-figures.tsx';

const STATUS_LABELS: Record<TExchange['status'], string> = { COMPLETED: 'Completed' };

/** One exchange: its reference and status, the figures, the accounts and who made it when. */
export function ExchangeDetails({ exchange, timeZone }: { exchange: TExchange; timeZone?: string }) {
  return (
    <div className="exchange-detail-grid">
      <section className="panel stack" aria-labelledby="exchange-summary-title">
        <div className="section-head">
          <h2 id="exchange-summary-title" className="section-title exchange-reference">
            <span className="mono">{exchange.exchange_number}</span>
            <CopyButton value={exchange.exchange_number} label={`reference ${exchange.exchange_number}`} />
          </h2>
          <StatusChip label={STATUS_LABELS[exchange.status] ?? exchange.status} tone="success" />
        </div>
        <ExchangeFigures
          value={exchange.exchangeValue}
          rate={exchange}
          sourceLabel={accountLabel(exchange.source_account)}
          destinationLabel={accountLabel(exchange.destination_account)}
          isShowingMid
        />
      </section>
      <section className="panel" aria-labelledby="exchange-more-title">
        <h2 id="exchange-more-title" className="section-title">
          Details
        </h2>
        <dl className="exchange-facts">
          <div>
            <dt>From account</dt>
            <dd>{accountLabel(exchange.source_account)}</dd>
          </div>
          <div>
            <dt>To account</dt>
            <dd>{accountLabel(exchange.destination_account)}</dd>
          </div>
          <div>
            <dt>Amount you entered</dt>
            <dd>{exchange.fixed_side === 'source' ? 'The amount to sell' : 'The amount to buy'}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDateTime(exchange.created_at, timeZone)}</dd>
          </div>
          <div>
            <dt>Created by</dt>
            <dd>{exchange.created_by.name}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
