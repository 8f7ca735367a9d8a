import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { isCurrencyCode } from '@corridor/domain/currencies';
import { statementNarrative } from '@corridor/domain/payouts/narrative';
import { type Dispatch, type FormEvent, useState } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { Button } from '@/ui/button.tsx';
import { PayoutFigures } from '@/ui/payout-figures.tsx';
import { QuotePanel } from '@/ui/quote-panel.tsx';
import { TextField } from '@/ui/text-field.tsx';
import type { QuoteQuery } from '../api/get-fx-quote.ts';
import { usePayoutCalculation } from '../api/get-transaction-fees.ts';
import { AmountInputs } from './amount-inputs.tsx';
import { CalculationNote } from './calculation-note.tsx';
import { DailyLimitNote } from './daily-limit-note.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FailureNotice } from './failure-notice.tsx';
import { PurposeField } from './purpose-field.tsx';
import {
  amountIssues,
  hasIssues,
  isCrossCurrency,
  NARRATIVE_MAX_LENGTH,
  type SendDraft,
  sourceCurrencyOf,
  toPricingRequest,
} from './send-draft.ts';
import { currentFailure, type SendAction, type SendFlow } from './send-flow.ts';
import { StepHeading } from './step-heading.tsx';
import { SwiftPayerField } from './swift-payer-field.tsx';

const CALCULATE_AFTER_MS = 400;

type AmountStepProps = {
  flow: SendFlow;
  dispatch: Dispatch<SendAction>;
  accounts: readonly TCurrencyAccount[];
  clientId: string;
  /** The business's name: the reference the recipient sees when none is given. */
  businessName?: string;
  quote: QuoteQuery;
  shouldFocus: boolean;
};

/**
 * Step 2: how much, from which account, for what. The figures (every fee, the rate, what arrives, what is debited)
 * are priced live through transactionFees once typing pauses and again with each new quote; a refused amount keeps
 * its reason on the field with spec §8's calculation at 1000 for reference. A refusal stored on this recipient shows
 * on its field, and one that disables input locks the amounts until the person asks to try again.
 */
export function AmountStep({ flow, dispatch, accounts, clientId, businessName, quote, shouldFocus }: AmountStepProps) {
  const { draft } = flow;
  const recipient = draft.recipient!;
  const [isSubmitted, setSubmitted] = useState(false);
  const failure = currentFailure(flow);
  const isLocked = failure?.isInputDisabled ?? false;
  const issues = amountIssues(draft, accounts, isSubmitted);
  const isCross = isCrossCurrency(draft, accounts);
  const sourceCurrency = sourceCurrencyOf(draft, accounts);

  const settled = useDebouncedValue(draft, CALCULATE_AFTER_MS);
  const isQuoteSettled = !isCross || quote.data !== undefined || quote.isError;
  const request = isQuoteSettled && !isLocked ? toPricingRequest(settled, accounts) : null;
  const calculation = usePayoutCalculation(request, isCross ? quote.data?.quoted_at : undefined);
  const isCurrent = settled === draft && !calculation.isPlaceholderData && !calculation.isFetching;
  const result = calculation.data?.ok && request ? calculation.data.result : null;
  const refused = calculation.data && !calculation.data.ok && request ? calculation.data : null;
  const isCalculating = !isCurrent && !issues.amount && draft.amount.trim() !== '' && !isLocked;

  const errors = {
    sourceAccount: issues.sourceAccount ?? failure?.fields.sourceAccount,
    amount: issues.amount ?? failure?.fields.amount ?? (refused && isCurrent ? refusalText(refused.error) : undefined),
    purpose: issues.purpose ?? failure?.fields.purpose,
    narrative: issues.narrative ?? failure?.fields.narrative,
  };
  const edit = (patch: Partial<SendDraft>) => dispatch({ type: 'edit', patch });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (isLocked || hasIssues(amountIssues(draft, accounts, true)) || hasIssues(errors)) return;
    if (result && isCurrent) dispatch({ type: 'go', step: 2 });
  };

  return (
    <form className="send-step stack" onSubmit={submit} noValidate aria-labelledby="send-amount-title">
      <StepHeading id="send-amount-title" shouldFocus={shouldFocus}>
        How much are you sending to <span className="send-name">{recipient.beneficiary_name}</span>?
      </StepHeading>
      {failure?.isInputDisabled ? (
        <FailureNotice failure={failure}>
          <Button variant="secondary" onClick={() => dispatch({ type: 'retry', beneficiaryId: recipient._id })}>
            Try again
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 0 })}>
            Choose another recipient
          </Button>
        </FailureNotice>
      ) : null}
      <AmountInputs
        draft={draft}
        accounts={accounts}
        result={isCurrent ? result : null}
        isCalculating={isCalculating}
        errors={errors}
        isLocked={isLocked}
        onEdit={edit}
      />
      {sourceCurrency === 'MYR' ? <DailyLimitNote clientId={clientId} /> : null}
      {isCross ? <QuotePanel quote={quote} /> : null}
      {recipient.payout_method === 'SWIFT' && sourceCurrency ? (
        <SwiftPayerField
          corridor={{
            sourceCurrency,
            destinationCurrency: recipient.destination_currency,
            destinationCountry: recipient.destination_country,
          }}
          value={draft.swiftFeePayer}
          onChange={(swiftFeePayer) => edit({ swiftFeePayer })}
          isDisabled={isLocked}
        />
      ) : null}
      <section className="send-figures" aria-labelledby="send-figures-title" aria-busy={isCalculating}>
        <h3 id="send-figures-title" className="send-subtitle">
          Fees and totals
        </h3>
        {result ? (
          <PayoutFigures
            pricing={result}
            recipientName={recipient.beneficiary_name ?? undefined}
            rateNote="Live rate: locked when you review"
          />
        ) : (
          <p className="muted">
            {isCalculating ? 'Calculating…' : 'Enter an amount to see the fees and what arrives.'}
          </p>
        )}
        {refused?.fallback && isCurrent ? <CalculationNote fallback={refused.fallback} /> : null}
      </section>
      <div className="send-details">
        {isCurrencyCode(recipient.destination_currency) ? (
          <PurposeField
            currency={recipient.destination_currency}
            value={draft.purposeCode}
            onChange={(purposeCode) => edit({ purposeCode })}
            error={errors.purpose}
          />
        ) : null}
        <TextField
          label="Reference for your recipient (optional)"
          value={draft.narrative}
          onChange={(e) => edit({ narrative: e.target.value })}
          error={errors.narrative}
          hint={`Shown on their bank statement, up to ${NARRATIVE_MAX_LENGTH} characters. Left empty, it reads "${statementNarrative('', businessName ?? '') || 'your business name'}".`}
          autoComplete="off"
        />
        <DocumentsField
          documents={draft.documents}
          onChange={(documents) => edit({ documents })}
          error={failure?.fields.documents}
          isDisabled={isLocked}
        />
      </div>
      <div className="send-actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'go', step: 0 })}>
          Back
        </Button>
        <Button type="submit" isLoading={isCalculating} loadingLabel="Calculating…" disabled={isLocked}>
          Review payment
        </Button>
      </div>
    </form>
  );
}

/** The server's reason for the typed amount, on the field it names, in its own words (limits, minimums). */
function refusalText(error: ApiError): string {
  return (
    error.fieldMessage('source_amount') ??
    error.fieldMessage('destination_amount') ??
    error.fieldErrors[0]?.message ??
    error.message
  );
}
