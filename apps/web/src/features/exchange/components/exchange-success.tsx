import type { TExchange } from '@corridor/contracts/fx/fx-common';
import { href } from '@corridor/domain/paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { accountLabel } from '@/lib/account-label.ts';
import { Button } from '@/ui/button.tsx';
import { CopyButton } from '@/ui/copy-button.tsx';
import { ExchangeFigures } from './exchange-figures.tsx';

/** The exchange is booked: what moved, its reference, and where to go next. Focus moves to its heading. */
export function ExchangeSuccess({ exchange, onAnother }: { exchange: TExchange; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel stack exchange-success" aria-labelledby="exchange-success-title">
      <div>
        <h2 id="exchange-success-title" ref={heading} tabIndex={-1}>
          Exchange completed
        </h2>
        <p className="muted">
          {exchange.source_account.currency} {exchange.exchangeValue.sourceAmount.display} left your{' '}
          {exchange.source_account.currency} account and {exchange.destination_account.currency}{' '}
          {exchange.exchangeValue.destinationAmount.display} is in your {exchange.destination_account.currency} account.
        </p>
      </div>
      <p className="exchange-reference">
        Reference <strong className="mono">{exchange.exchange_number}</strong>
        <CopyButton value={exchange.exchange_number} label={`reference ${exchange.exchange_number}`} />
      </p>
      <ExchangeFigures
        value={exchange.exchangeValue}
        rate={exchange}
        sourceLabel={accountLabel(exchange.source_account)}
        destinationLabel={accountLabel(exchange.destination_account)}
      />
      <div className="toolbar-actions">
        <Link className="btn btn-primary" to={href('/r/exchange/:exchangeId', { exchangeId: exchange._id })}>
          View exchange details
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Make another exchange
        </Button>
      </div>
    </section>
  );
}
