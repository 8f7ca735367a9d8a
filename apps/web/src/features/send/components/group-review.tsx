import { groupWarning } from '@corridor/domain/payouts/warnings';
import type { Dispatch } from 'react';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { type GroupAction, type GroupFlow, unconfirmedPayees } from './group-flow.ts';
import { GroupSummary, groupTotal } from './group-summary.tsx';
import { StepHeading } from './step-heading.tsx';
import { VopNotice } from './vop-notice.tsx';

/**
 * Step 3 (multi-payment step 3): every payment passed the check; what each recipient gets, the fees, what each
 * debits and the total, the group's reference, and what the API says before confirming (once each). A EUR recipient's
 * verification of payee is shown as the individual send shows it; a close match or no match must be ticked before
 * the group goes on (createPayout and createGroupPayout refuse it otherwise).
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
  const count = flow.rows.length;
  const warnings = [
    ...new Set(Object.values(flow.validated).flatMap((v) => v.result.warnings.map((w) => groupWarning(w, count)))),
  ];
  const checks = flow.rows.flatMap((row) => {
    const v = flow.validated[row.recipient._id];
    return v?.result.vop ? [{ row, check: v.result.vop, isConfirmed: Boolean(v.request.vop_confirmed) }] : [];
  });
  const pending = unconfirmedPayees(flow).length;
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
      {checks.length > 0 ? (
        <section className="stack" aria-label="Name checks">
          {checks.map(({ row, check, isConfirmed }) => (
            <div key={row.recipient._id} className="stack">
              <h3 className="contact-summary-name">{row.recipient.beneficiary_name}</h3>
              <VopNotice
                check={check}
                recipientName={row.recipient.beneficiary_name}
                isConfirmed={isConfirmed}
                onConfirm={(value) => dispatch({ type: 'confirm-vop', id: row.recipient._id, isConfirmed: value })}
              />
            </div>
          ))}
        </section>
      ) : null}
      {pending > 0 ? (
        <p className="muted" role="status">
          Tick the name {pending === 1 ? 'check' : 'checks'} above to continue.
        </p>
      ) : null}
      <div className="send-actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 1 })}>
          Back
        </Button>
        <Button onClick={() => dispatch({ type: 'go', step: 3 })} disabled={pending > 0}>
          Continue to payment
        </Button>
      </div>
    </section>
  );
}
