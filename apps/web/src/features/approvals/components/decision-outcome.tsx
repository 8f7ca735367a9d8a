import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button.tsx';
import type { DecisionOutcome } from './approval-selection.ts';

const DONE = { APPROVE: 'approved', REJECT: 'rejected' } as const;
const VERB = { APPROVE: 'approve', REJECT: 'reject' } as const;

/**
 * What the last decision did, payout by payout: how many were approved or rejected, and each that was not, with
 * the API's reason (its own payout, decided meanwhile, its rate lapsed). Announced when it appears.
 */
export function DecisionOutcomeView({ outcome, onDismiss }: { outcome: DecisionOutcome; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { action, done, failed } = outcome;
  const tone = failed.length > 0 ? 'error' : 'success';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`form-alert form-alert-${tone} decision-outcome`}
      role={failed.length > 0 ? 'alert' : 'status'}
    >
      {done.length > 0 ? (
        <p>
          {done.length === 1 ? `1 payout ${DONE[action]}` : `${done.length} payouts ${DONE[action]}`}:{' '}
          {done.map((d) => d.name).join(', ')}.
        </p>
      ) : null}
      {failed.length > 0 ? (
        <>
          <p>
            {failed.length === 1
              ? `We could not ${VERB[action]} 1 payout:`
              : `We could not ${VERB[action]} ${failed.length} payouts:`}
          </p>
          <ul>
            {failed.map((f) => (
              <li key={f.id}>
                <strong>{f.name}</strong> (<span className="mono">{f.reference}</span>): {f.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="link" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
