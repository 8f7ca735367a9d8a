import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TExchange } from '@corridor/contracts/fx/fx-common';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { useQuoteCountdown } from '@/lib/fx-quote.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { AccountField } from '@/ui/account-field.tsx';
import { AmountField } from '@/ui/amount-field.tsx';
import { Button } from '@/ui/button.tsx';
import { useReviewOnSubmit } from '@/ui/use-review-on-submit.ts';
import { useCalculation } from '../api/calculate-amounts.ts';
import { useFxQuote } from '../api/get-fx-quote.ts';
import { CalculationNote } from './calculation-note.tsx';
import {
  draftIssues,
  type ExchangeDraft,
  exceedsAvailable,
  initialDraft,
  toCalculationRequest,
} from './exchange-draft.ts';
import { QuotePanel } from './quote-panel.tsx';
import { ReviewDialog } from './review-dialog.tsx';

const CALCULATE_AFTER_MS = 400;

type ExchangeFormProps = {
  accounts: readonly TCurrencyAccount[];
  /** The side a new exchange fixes (the business's `default_bookfx_type`). */
  defaultFixedSide?: ExchangeDraft['fixedSide'];
  onBooked: (exchange: TExchange) => void;
};

/**
 * Sell from one account, buy into another. The person types the amount on either side; the other follows from a
 * calculation at the live rate (asked once typing pauses). "Review" opens the last look before money moves.
 */
export function ExchangeForm({ accounts, defaultFixedSide, onBooked }: ExchangeFormProps) {
  const [draft, setDraft] = useState<ExchangeDraft>(() => initialDraft(accounts, defaultFixedSide));
  const source = accounts.find((a) => a._id === draft.sourceId);
  const destination = accounts.find((a) => a._id === draft.destinationId);
  const issues = draftIssues(draft, accounts);
  const pair =
    source && destination && !issues.pair ? { source: source.currency, destination: destination.currency } : null;

  const quote = useFxQuote(pair);
  const remaining = useQuoteCountdown(quote);
  const settled = useDebouncedValue(draft, CALCULATE_AFTER_MS);
  const request = pair && (quote.data || quote.isError) ? toCalculationRequest(settled, accounts) : null;
  const calculation = useCalculation(request, quote.data?.quoted_at);
  // Figures for exactly what is on screen: not the previous amount's while the next is calculated.
  const isCurrent = settled === draft && !calculation.isPlaceholderData && !calculation.isFetching;
  const isCalculating =
    !isCurrent &&
    !issues.amount &&
    !issues.pair &&
    draft.amount.trim() !== '' &&
    (request !== null || settled !== draft);
  const result = calculation.data?.ok && request ? calculation.data.result : null;
  const failure = calculation.data && !calculation.data.ok && request ? calculation.data : null;
  const review = useReviewOnSubmit({
    isReady: Boolean(result && isCurrent && quote.data && !issues.pair),
    onDone: onBooked,
  });

  const fixed = draft.fixedSide;
  const other = fixed === 'source' ? 'destination' : 'source';
  const computed = result
    ? result.exchangeValue[other === 'source' ? 'sourceAmount' : 'destinationAmount'].display
    : '';
  const amountError =
    issues.amount ??
    (review.isSubmitted && draft.amount.trim() === '' ? 'Please enter an amount' : undefined) ??
    (failure && isCurrent ? failureText(failure.error, fixed) : undefined);
  const isOverBalance =
    result && source ? exceedsAvailable(result.exchangeValue.sourceAmountWithSupplierFee.amountMinor, source) : false;

  const set = (patch: Partial<ExchangeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const type = (side: ExchangeDraft['fixedSide']) => (text: string) => set({ fixedSide: side, amount: text });
  const amountText = (side: ExchangeDraft['fixedSide']) => (side === fixed ? draft.amount : computed);
  const hintOf = (side: ExchangeDraft['fixedSide']) =>
    side !== fixed && isCalculating ? 'Calculating…' : side !== fixed && result ? 'At the live rate' : undefined;

  return (
    <form className="panel exchange-form" onSubmit={review.submit} noValidate aria-label="Exchange">
      <div className="exchange-side">
        <AccountField
          className="exchange-account"
          label="From account"
          accounts={accounts}
          value={draft.sourceId}
          onChange={(sourceId) => set({ sourceId })}
        />
        <AmountField
          label="You sell"
          currency={source?.currency}
          value={amountText('source')}
          onChange={type('source')}
          error={fixed === 'source' ? amountError : undefined}
          hint={hintOf('source')}
        />
      </div>
      <div className="exchange-swap">
        <Button
          variant="secondary"
          onClick={() => set({ sourceId: draft.destinationId, destinationId: draft.sourceId })}
        >
          <span aria-hidden="true">⇅</span> Swap accounts
        </Button>
      </div>
      <div className="exchange-side">
        <AccountField
          className="exchange-account"
          label="To account"
          accounts={accounts}
          value={draft.destinationId}
          onChange={(destinationId) => set({ destinationId })}
          error={issues.pair}
        />
        <AmountField
          label="You get"
          currency={destination?.currency}
          value={amountText('destination')}
          onChange={type('destination')}
          error={fixed === 'destination' ? amountError : undefined}
          hint={hintOf('destination')}
        />
      </div>
      {isOverBalance && source ? (
        <p className="exchange-warning" role="status">
          This is more than the available balance of {source.currency} {source.available_balance.display}.
        </p>
      ) : null}
      {pair ? <QuotePanel quote={quote} /> : null}
      {failure?.fallback && isCurrent ? <CalculationNote fallback={failure.fallback} /> : null}
      <div className="exchange-actions">
        <Button type="submit" isLoading={isCalculating} loadingLabel="Calculating…">
          Review exchange
        </Button>
      </div>
      {review.isReviewing && quote.data ? (
        <ReviewDialog
          draft={draft}
          accounts={accounts}
          quote={quote.data}
          remaining={remaining}
          calculation={isCurrent ? result : null}
          onClose={review.close}
          onBooked={review.done}
        />
      ) : null}
    </form>
  );
}

/** The server's reason, for the field the person typed in when it names one. */
function failureText(error: ApiError, side: string) {
  return error.fieldMessage(`${side}_amount`) ?? error.fieldErrors[0]?.message ?? error.message;
}
