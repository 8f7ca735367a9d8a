import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import { href } from '@corridor/domain/paths';
import { isAwaitingApproval } from '@corridor/domain/payouts/statuses';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { AwaitingFunds } from './awaiting-funds.tsx';
import type { GroupFlow } from './group-flow.ts';
import { GroupSummary } from './group-summary.tsx';

/** Multi-payment step 5: every payment created, each with its status and details, and the group's reference. */
export function GroupResult({
  flow,
  onView,
  onAnother,
}: {
  flow: GroupFlow;
  onView: (p: TPayout) => void;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const payouts = Object.values(flow.created);
  const waiting = payouts.filter((p) => isAwaitingApproval(p.status)).length;
  const fundingId = payouts.find((p) => p.funding_id)?.funding_id ?? null;
  const made = `${payouts.length} ${payouts.length === 1 ? 'payment' : 'payments'}`;
  return (
    <section className="panel stack send-result" aria-labelledby="group-result-title">
      <div>
        <h2 id="group-result-title" ref={heading} tabIndex={-1}>
          {waiting > 0 ? `${made} waiting for approval` : fundingId ? `${made} awaiting funds` : `${made} on their way`}
        </h2>
        <p className="muted">
          {waiting > 0
            ? payouts[0]?.deposit_method === 'account'
              ? 'One of your approvers must approve them before we send them. Their money is held in your account until then.'
              : 'One of your approvers must approve them; then the payment you chose is asked for, and we send them when it arrives.'
            : fundingId
              ? 'We send them together as soon as your payment arrives.'
              : 'We are sending them now. You can follow each one below or in your recent payments.'}
          {flow.externalReference && payouts.length > 1 ? (
            <>
              {' '}
              Group reference <span className="mono">{flow.externalReference}</span>.
            </>
          ) : null}
        </p>
      </div>
      {fundingId ? <AwaitingFunds fundingId={fundingId} count={payouts.length} /> : null}
      <GroupSummary flow={flow} onView={onView} />
      <div className="toolbar-actions">
        <Button onClick={onAnother}>Send to another group</Button>
        <Link className="btn btn-secondary" to={href('/r/send')}>
          Back to Send money
        </Link>
      </div>
    </section>
  );
}
