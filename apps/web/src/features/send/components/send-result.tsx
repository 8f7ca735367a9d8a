import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { href } from '@corridor/domain/paths';
import { isAwaitingApproval } from '@corridor/domain/payouts/statuses';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { accountLabel } from '@/lib/account-label.ts';
import { Button } from '@/ui/button.tsx';
import { CopyButton } from '@/ui/copy-button.tsx';
import { PayoutFigures } from '@/ui/payout-figures.tsx';
import { PayoutStatus } from '@/ui/payout-status.tsx';
import { usePayout } from '../api/get-payout.ts';
import { AwaitingFunds } from './awaiting-funds.tsx';
import { FailureNotice } from './failure-notice.tsx';
import type { SendResult } from './send-flow.ts';

type SendResultViewProps = {
  result: SendResult;
  onView: (payout: TPayout) => void;
  onAnother: () => void;
  onRetry: () => void;
  onChange: () => void;
  isRetrying: boolean;
};

/**
 * Where an individual send ends: the payout created and on its way, waiting for an approver (said plainly), or
 * refused with its §8 message and a retry that reuses the same Idempotency-Key. Focus moves to its heading.
 */
export function SendResultView({ result, onView, onAnother, onRetry, onChange, isRetrying }: SendResultViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (result.kind === 'refused') {
    const { failure } = result;
    return (
      <section className="panel stack send-result" aria-labelledby="send-result-title">
        <h2 id="send-result-title" ref={heading} tabIndex={-1}>
          We could not send this payment
        </h2>
        <FailureNotice failure={failure}>
          {failure.isRetryable || failure.isInputDisabled ? (
            <Button onClick={onRetry} isLoading={isRetrying} loadingLabel="Trying again…">
              Try again
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onChange} disabled={isRetrying}>
            Change the payment
          </Button>
        </FailureNotice>
        <Link className="text-link" to={href('/r/send')}>
          Back to Send money
        </Link>
      </section>
    );
  }
  return <CreatedResult first={result.payout} onView={onView} onAnother={onAnother} />;
}

/** A payout paid by card or transfer is followed live, so its status moves on from awaiting funds by itself. */
function CreatedResult({
  first,
  onView,
  onAnother,
}: { first: TPayout } & Pick<SendResultViewProps, 'onView' | 'onAnother'>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const live = usePayout(first.payment_id, first.funding_id !== null);
  const payout = first.funding_id && live.data ? live.data : first;
  const isWaiting = isAwaitingApproval(payout.status);
  const isFromBalance = payout.deposit_method === 'account';
  const isAwaitingFunds = payout.progress_label === 'Awaiting funds' || payout.progress_label === 'Debiting funds';
  return (
    <section className="panel stack send-result" aria-labelledby="send-result-title">
      <div>
        <h2 id="send-result-title" ref={heading} tabIndex={-1}>
          {isWaiting ? 'Waiting for approval' : isAwaitingFunds ? 'Awaiting funds' : 'Payment on its way'}
        </h2>
        <p className="muted">
          {isWaiting
            ? `One of your business's approvers must approve this payment before we send it to ${payout.beneficiary.name}. ${isFromBalance ? 'Its money is held in your account until they decide.' : 'Once they approve, the payment you chose is asked for.'}`
            : isAwaitingFunds
              ? `We send it to ${payout.beneficiary.name} as soon as your payment arrives.`
              : `We are sending it to ${payout.beneficiary.name}. You can follow it below or in your recent payments.`}
        </p>
      </div>
      <div className="payout-details-head">
        <p className="payout-reference">
          Reference <strong className="mono">{payout.transaction_number}</strong>
          <CopyButton value={payout.transaction_number} label={`reference ${payout.transaction_number}`} />
        </p>
        <PayoutStatus status={payout.status} progressLabel={payout.progress_label} />
      </div>
      {payout.funding_id ? <AwaitingFunds fundingId={payout.funding_id} /> : null}
      <PayoutFigures
        pricing={payout}
        sourceLabel={accountLabel(payout.source_account)}
        recipientName={payout.beneficiary.name}
      />
      <div className="toolbar-actions">
        <Button onClick={() => onView(payout)}>View payout</Button>
        <Button variant="secondary" onClick={onAnother}>
          Send another payment
        </Button>
        <Link className="btn btn-secondary" to={href('/r/send')}>
          Back to Send money
        </Link>
      </div>
    </section>
  );
}
