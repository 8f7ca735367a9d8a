import type { TPayout } from '@corridor/contracts/payouts/payout-common';
import type { TValidatePayoutResponse } from '@corridor/contracts/payouts/validate-payout';
import { Button } from '@/ui/button.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { PayoutStatus } from '@/ui/payout-status.tsx';
import type { GroupFlow } from './group-flow.ts';

type GroupSummaryProps = {
  flow: GroupFlow;
  /** The group is being created (all of it at once): every payment not made yet says so. */
  isCreating?: boolean;
  onView?: (payout: TPayout) => void;
};

/**
 * The group's payments as checked or created: each recipient with what they get, the fees and what it debits, then
 * where it stands (created with its status, refused with the reason, or still to come). Long names wrap.
 */
export function GroupSummary({ flow, isCreating = false, onView }: GroupSummaryProps) {
  return (
    <ul className="group-summary" aria-label="Payments">
      {flow.rows.map((row) => {
        const id = row.recipient._id;
        const payout = flow.created[id];
        const priced: TValidatePayoutResponse | TPayout | undefined = payout ?? flow.validated[id]?.result;
        const failure = flow.failures[id];
        const v = priced?.exchangeValue;
        return (
          <li key={id} className={failure ? 'group-summary-row has-error' : 'group-summary-row'}>
            <div className="group-summary-who">
              <span className="contact-summary-name">{row.recipient.beneficiary_name}</span>
              {payout ? (
                <span className="group-summary-state">
                  <PayoutStatus status={payout.status} progressLabel={payout.progress_label} />
                  {onView ? (
                    <Button
                      variant="link"
                      onClick={() => onView(payout)}
                      aria-label={`Details of the payment to ${row.recipient.beneficiary_name}`}
                    >
                      Details
                    </Button>
                  ) : null}
                </span>
              ) : failure ? (
                <span className="field-error">
                  {failure.isSnackbarOnly ? 'Refused: this payment cannot go ahead right now.' : failure.message}
                </span>
              ) : isCreating ? (
                <span className="muted">Creating…</span>
              ) : null}
            </div>
            {v ? (
              <dl className="group-summary-figures">
                <div>
                  <dt>Gets</dt>
                  <dd>
                    <MoneyText
                      minor={v.destinationAmount.amountMinor}
                      currency={v.destinationAmount.currency}
                      withCode
                    />
                  </dd>
                </div>
                <div>
                  <dt>Fees</dt>
                  <dd>
                    <MoneyText minor={v.totalFeeAmount.amountMinor} currency={v.totalFeeAmount.currency} withCode />
                  </dd>
                </div>
                <div>
                  <dt>Debited</dt>
                  <dd>
                    <MoneyText
                      minor={v.sourceAmountWithSupplierFee.amountMinor}
                      currency={v.sourceAmountWithSupplierFee.currency}
                      withCode
                    />
                  </dd>
                </div>
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** What the whole group debits (every row is from the same account, so one currency). */
export function groupTotal(flow: GroupFlow): { minor: bigint; currency: string } | null {
  let minor = 0n;
  let currency: string | null = null;
  for (const row of flow.rows) {
    const priced = flow.created[row.recipient._id] ?? flow.validated[row.recipient._id]?.result;
    if (!priced) continue;
    minor += BigInt(priced.exchangeValue.sourceAmountWithSupplierFee.amountMinor);
    currency = priced.exchangeValue.sourceAmountWithSupplierFee.currency;
  }
  return currency ? { minor, currency } : null;
}
