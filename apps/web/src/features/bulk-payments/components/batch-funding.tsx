import type { TBatchFunding } from '@corridor/contracts/batches/batch-common';
import { href, PATHS } from '@corridor/domain/paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MoneyText } from '@/ui/money-text.tsx';
import { TransferInstructions } from '@/ui/transfer-instructions.tsx';

const NOTE: Record<TBatchFunding['status'], string> = {
  AWAITING_FUNDS: 'We send every payment of this batch as soon as your money arrives.',
  DEBITING_FUNDS: 'Taking your payment: we send every payment of this batch once it is approved.',
  COMPLETED: 'Your money arrived: the payments are on their way.',
  FAILED: 'Your payment failed, so the payments of this batch were cancelled.',
  CANCELLED: 'Your money did not arrive in time, so the payments of this batch were cancelled.',
};

const TRANSFER_WORDS: Partial<Record<TBatchFunding['method'], string>> = { payNow: 'PayNow', payId: 'PayID' };

/**
 * The ONE funding paying a batch from outside: while a transfer (bank transfer, PayNow, PayID) is awaited, what to
 * send, where and with which reference; a card asking for 3-D Secure sends the browser to its issuer, as a single send
 * does. Its own page (/r/funding/:fundingId) follows it in detail.
 */
export function BatchFunding({ funding }: { funding: TBatchFunding }) {
  const redirected = useRef(false);
  const isAwaited = funding.status === 'AWAITING_FUNDS' || funding.status === 'DEBITING_FUNDS';
  useEffect(() => {
    if (funding.redirectUrl && isAwaited && !redirected.current) {
      redirected.current = true;
      window.location.assign(funding.redirectUrl);
    }
  }, [funding.redirectUrl, isAwaited]);
  const instructions = funding.status === 'AWAITING_FUNDS' ? funding.instructions : null;
  return (
    <section className="panel stack" aria-labelledby="bulk-funding-title" aria-live="polite">
      <h2 id="bulk-funding-title" className="section-title">
        {instructions
          ? `Pay for this batch by ${TRANSFER_WORDS[funding.method] ?? 'bank transfer'}`
          : `Paid by ${funding.methodLabel}`}
      </h2>
      <p>
        <strong>{funding.statusLabel}</strong> · <span className="mono">{funding.reference}</span> ·{' '}
        <MoneyText minor={funding.total.amountMinor} currency={funding.total.currency} withCode />
      </p>
      <p className="muted">{funding.failureReason ?? NOTE[funding.status]}</p>
      {instructions ? <TransferInstructions funding={{ total: funding.total, instructions }} /> : null}
      <p>
        <Link className="text-link" to={href(PATHS.funding, { fundingId: funding.id })}>
          See this funding’s details
        </Link>
      </p>
    </section>
  );
}
