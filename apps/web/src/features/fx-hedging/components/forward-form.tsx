import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { earliestMaturityDate, latestMaturityDate } from '@corridor/domain/fx-hedging';
import { decimalsOf, formatMoney } from '@corridor/domain/money';
import { useId, useState } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { Button } from '@/ui/button.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useReviewOnSubmit } from '@/ui/use-review-on-submit.ts';
import { useForwardQuote } from '../api/get-forward-quote.ts';
import {
  type ForwardDraft,
  forwardAmounts,
  forwardIssues,
  initialForwardDraft,
  toQuoteRequest,
} from './forward-draft.ts';
import { ForwardQuotePanel, useForwardCountdown } from './forward-quote-panel.tsx';
import { ForwardReviewDialog } from './forward-review-dialog.tsx';

type ForwardFormProps = {
  accounts: readonly TCurrencyAccount[];
  /** The business's day (YYYY-MM-DD): maturity runs from tomorrow to six months on. */
  today: string;
  onBooked: (contract: TForwardContract) => void;
};

/**
 * A new forward contract: the account to sell from and to buy into, the amount on either side (the other follows
 * from the forward rate), and the maturity date, picked within tomorrow to six months ahead. The live forward quote
 * shows as soon as the pair and date are valid; "Review" opens the last look before the rate is locked.
 */
export function ForwardForm({ accounts, today, onBooked }: ForwardFormProps) {
  const [draft, setDraft] = useState<ForwardDraft>(() => initialForwardDraft(accounts, today));
  const maturityErrorId = useId();
  const issues = forwardIssues(draft, accounts, today);
  const quote = useForwardQuote(toQuoteRequest(draft, accounts, today));
  const remaining = useForwardCountdown(quote);
  const source = accounts.find((a) => a._id === draft.sourceId);
  const destination = accounts.find((a) => a._id === draft.destinationId);
  const amounts = quote.data && !issues.amount ? forwardAmounts(draft, accounts, quote.data) : null;

  const set = (patch: Partial<ForwardDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const review = useReviewOnSubmit({
    isReady: Boolean(amounts && quote.data && !issues.pair && !issues.maturity),
    // The form stays for the next contract: the amount goes, the pair and date stay.
    onDone: (contract: TForwardContract) => {
      set({ amount: '' });
      onBooked(contract);
    },
  });
  const type = (side: ForwardDraft['fixedSide']) => (text: string) => set({ fixedSide: side, amount: text });
  const shown = (side: ForwardDraft['fixedSide']) => {
    if (side === draft.fixedSide) return draft.amount;
    if (!amounts || !quote.data) return '';
    return side === 'source'
      ? formatMoney(amounts.sourceAmount, quote.data.source_currency)
      : formatMoney(amounts.destinationAmount, quote.data.destination_currency);
  };
  const amountError =
    issues.amount ?? (review.isSubmitted && draft.amount.trim() === '' ? 'Please enter an amount' : undefined);
  const maturityError =
    issues.maturity ?? (review.isSubmitted && draft.maturityDate === '' ? 'Choose a maturity date.' : undefined);

  const options = accounts.map((a) => ({ value: a._id, label: accountLabel(a) }));
  const field = (side: ForwardDraft['fixedSide'], label: string, currency: string | undefined) => (
    <TextField
      className="forward-amount"
      label={currency ? `${label} (${currency})` : label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={currency && decimalsOf(currency) === 0 ? '0' : '0.00'}
      value={shown(side)}
      onChange={(e) => type(side)(e.target.value)}
      error={side === draft.fixedSide ? amountError : undefined}
      hint={side !== draft.fixedSide && amounts ? 'At the forward rate' : undefined}
    />
  );

  return (
    <form className="panel forward-form" onSubmit={review.submit} noValidate aria-labelledby="forward-form-title">
      <h2 id="forward-form-title" className="section-title">
        New forward contract
      </h2>
      <div className="forward-side">
        <SelectField
          label="Sell from"
          options={options}
          value={draft.sourceId}
          onChange={(sourceId) => set({ sourceId })}
        />
        {field('source', 'You sell', source?.currency)}
      </div>
      <div className="forward-side">
        <SelectField
          label="Buy into"
          options={options}
          value={draft.destinationId}
          onChange={(destinationId) => set({ destinationId })}
          error={issues.pair}
        />
        {field('destination', 'You get', destination?.currency)}
      </div>
      <div className="forward-maturity field">
        <DateField
          label="Maturity date"
          value={draft.maturityDate}
          min={earliestMaturityDate(today)}
          max={latestMaturityDate(today)}
          isInvalid={Boolean(maturityError)}
          describedBy={maturityErrorId}
          onChange={(maturityDate) => set({ maturityDate })}
        />
        {maturityError ? (
          <p className="field-error" id={maturityErrorId}>
            {maturityError}
          </p>
        ) : (
          <p className="field-hint" id={maturityErrorId}>
            From tomorrow up to 6 months ahead. The contract settles on this day.
          </p>
        )}
      </div>
      {toQuoteRequest(draft, accounts, today) ? <ForwardQuotePanel quote={quote} /> : null}
      <div className="forward-actions">
        <Button type="submit">Review contract</Button>
      </div>
      {review.isReviewing && quote.data && amounts && source && destination ? (
        <ForwardReviewDialog
          draft={draft}
          source={source}
          destination={destination}
          quote={quote.data}
          amounts={amounts}
          remaining={remaining}
          onClose={review.close}
          onBooked={review.done}
        />
      ) : null}
    </form>
  );
}
