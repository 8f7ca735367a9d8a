import type { Dispatch } from 'react';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import type { GroupAction, GroupFlow } from './group-flow.ts';
import { GroupSummary, groupTotal } from './group-summary.tsx';
import { StepHeading } from './step-heading.tsx';

/**
 * Step 3 (multi-payment step 3): every payment passed the check; what each recipient gets, the fees, what each
 * debits and the total, the group's reference, and what the API says before confirming (once each).
 */
export function GroupReview({
  flow,
  dispatch,
  shouldFocus,
}: {
  flow: GroupFlow;
  dispatch: Dispatch<GroupAction>;
  shouldFocus: boolean;
}) {
  const total = groupTotal(flow);
  const warnings = [...new Set(Object.values(flow.validated).flatMap((v) => v.result.warnings))];
  return (
    <section className="send-step stack" aria-labelledby="group-review-title">
      <StepHeading id="group-review-title" shouldFocus={shouldFocus}>
        Review {flow.rows.length} {flow.rows.length === 1 ? 'payment' : 'payments'}
      </StepHeading>
      <GroupSummary flow={flow} />
      <dl className="group-facts">
        {total ? (
          <div>
            <dt>Total debited</dt>
            <dd className="group-facts-strong">
              <MoneyText minor={total.minor} currency={total.currency} withCode />
            </dd>
          </div>
        ) : null}
        {flow.externalReference && flow.rows.length > 1 ? (
          <div>
            <dt>Group reference</dt>
            <dd className="mono">{flow.externalReference}</dd>
          </div>
        ) : null}
      </dl>
      {warnings.map((w) => (
        <FormAlert key={w} tone="info">
          {w}
        </FormAlert>
      ))}
      <div className="send-actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 1 })}>
          Back
        </Button>
        <Button onClick={() => dispatch({ type: 'go', step: 3 })}>Continue to payment</Button>
      </div>
    </section>
  );
}
