import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { isCurrencyCode } from '@corridor/domain/currencies';
import type { Dispatch } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PayoutFigures } from '@/ui/payout-figures.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import type { QuoteQuery } from '../api/get-fx-quote.ts';
import { usePurposeCodes } from '../api/get-purpose-codes.ts';
import { useReviewCheck } from '../hooks/use-review-check.ts';
import { FailureNotice } from './failure-notice.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { ReviewRows } from './review-rows.tsx';
import { currentFailure, type SendAction, type SendFlow } from './send-flow.ts';
import { StepHeading } from './step-heading.tsx';
import { VopNotice } from './vop-notice.tsx';

type ReviewStepProps = {
  flow: SendFlow;
  dispatch: Dispatch<SendAction>;
  accounts: readonly TCurrencyAccount[];
  quote: QuoteQuery;
  businessName?: string;
  shouldFocus: boolean;
};

const INR_REASONS = {
  AMOUNT_ABOVE_THRESHOLD: 'it is above INR 1,500,000',
  BANK_AND_PURPOSE_CODE: 'it goes to HDFC Bank with this purpose code',
} as const;

/**
 * Step 3: everything about the payment, at a rate locked for it (lockFxRate) with its hold countdown, after
 * validatePayout has run every rule createPayout will. A refusal shows on the row it is about, in its §8 category.
 */
export function ReviewStep({ flow, dispatch, accounts, quote, businessName, shouldFocus }: ReviewStepProps) {
  const check = useReviewCheck(flow, dispatch, accounts, quote);
  const { draft, validated } = flow;
  const recipient = draft.recipient!;
  const failure = currentFailure(flow);
  const source = accounts.find((a) => a._id === draft.sourceAccountId);
  const codes = usePurposeCodes(isCurrencyCode(recipient.destination_currency) ? recipient.destination_currency : null);
  const purposeLabel = draft.purposeCode
    ? (codes.data?.choices.find((c) => c.value === draft.purposeCode)?.label ?? draft.purposeCode)
    : null;
  const go = (step: 0 | 1 | 3) => dispatch({ type: 'go', step });
  const inr = validated?.result.client_preferences;
  const vop = validated?.result.vop ?? null;
  const isVopPending = Boolean(vop?.needs_confirmation && !validated?.request.vop_confirmed);
  const confirmVop = (isConfirmed: boolean) =>
    validated &&
    dispatch({ type: 'validated', ...validated, request: { ...validated.request, vop_confirmed: isConfirmed } });

  return (
    <section className="send-step stack" aria-labelledby="send-review-title">
      <StepHeading id="send-review-title" shouldFocus={shouldFocus}>
        Review your payment
      </StepHeading>
      {check.isPending ? (
        <div className="stack">
          <p className="muted" role="status">
            Locking the rate and checking the payment…
          </p>
          <SkeletonBlock label="Checking your payment" lines={6} />
        </div>
      ) : failure ? (
        <FailureNotice failure={failure}>
          {failure.isRetryable || failure.isInputDisabled ? (
            <Button variant="secondary" onClick={check.recheck}>
              {failure.isRateStale ? 'Lock a new rate' : 'Try again'}
            </Button>
          ) : null}
          {failure.isInputDisabled ? (
            <Button variant="secondary" onClick={() => go(0)}>
              Choose another recipient
            </Button>
          ) : null}
        </FailureNotice>
      ) : null}
      <ReviewRows
        draft={draft}
        source={source}
        purposeLabel={purposeLabel}
        businessName={businessName}
        failure={check.isPending ? null : failure}
        onChange={(step) => go(step as 0 | 1)}
      />
      {validated && !check.isPending ? (
        <>
          <PayoutFigures
            pricing={validated.result}
            sourceLabel={accountLabel(validated.result.source_account)}
            recipientName={recipient.beneficiary_name ?? undefined}
            rateNote={<HoldCountdown heldUntil={validated.heldUntil} />}
          />
          {validated.result.warnings.map((w) => (
            <FormAlert key={w} tone="info">
              {w}
            </FormAlert>
          ))}
          {vop ? (
            <VopNotice
              check={vop}
              recipientName={recipient.beneficiary_name ?? 'this recipient'}
              isConfirmed={Boolean(validated.request.vop_confirmed)}
              onConfirm={confirmVop}
            />
          ) : null}
          {inr ? (
            <FormAlert tone="info">
              This INR payment goes with special handling, because{' '}
              {inr.reasons.map((r) => INR_REASONS[r]).join(' and ')}.
            </FormAlert>
          ) : null}
        </>
      ) : null}
      <div className="send-actions">
        <Button variant="secondary" onClick={() => go(1)} disabled={check.isPending}>
          Back
        </Button>
        <Button onClick={() => go(3)} disabled={!validated || check.isPending || isVopPending}>
          Continue to payment
        </Button>
      </div>
    </section>
  );
}
