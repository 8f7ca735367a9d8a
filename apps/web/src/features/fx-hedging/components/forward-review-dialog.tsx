import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TForwardQuote } from '@corridor/contracts/fx-hedging/forward-contracts';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { formatDate } from '@corridor/domain/dates';
import type { ExchangeValueMinor } from '@corridor/domain/fx-math';
import { formatRate } from '@corridor/domain/rates';
import { useRef } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { formatCountdown, rateText } from '@/lib/fx-text.ts';
import { Figure, FigureList } from '@/ui/figure-list.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { ReviewConfirmDialog } from '@/ui/review-confirm-dialog.tsx';
import { STALE_QUOTE_CODES, useBookForward } from '../api/book-forward.ts';
import type { ForwardDraft } from './forward-draft.ts';
import { toBookRequest } from './forward-draft.ts';
import { pointsText } from './hedging-text.ts';

type ForwardReviewDialogProps = {
  draft: ForwardDraft;
  source: TCurrencyAccount;
  destination: TCurrencyAccount;
  quote: TForwardQuote;
  amounts: ExchangeValueMinor;
  remaining: number;
  onClose: () => void;
  onBooked: (contract: TForwardContract) => void;
};

/**
 * The last look before the rate is locked: what will be sold and bought, at which rate, on which day, and what the
 * business commits to (the account must hold the amount on that day). Each opening is one confirmation, one
 * Idempotency-Key; a quote renewed while reading is announced before booking.
 */
export function ForwardReviewDialog(props: ForwardReviewDialogProps) {
  const { draft, source, destination, quote, amounts, remaining, onClose, onBooked } = props;
  const book = useBookForward();
  const openedWith = useRef(quote.rate_signature);
  const isRequoted = quote.rate_signature !== openedWith.current;
  const sell = <MoneyText minor={amounts.sourceAmount} currency={quote.source_currency} withCode />;
  const confirm = () => {
    openedWith.current = quote.rate_signature;
    book.mutate(toBookRequest(draft, quote), { onSuccess: onBooked });
  };
  const failure = book.error
    ? STALE_QUOTE_CODES.has(book.error.code)
      ? 'This rate expired before we could book it. We are getting a new one: check it and book again.'
      : (book.error.fieldErrors[0]?.message ?? errorMessage(book.error))
    : null;
  return (
    <ReviewConfirmDialog
      title="Review your forward contract"
      onCancel={onClose}
      onConfirm={confirm}
      confirmLabel="Book forward contract"
      busyLabel="Booking…"
      isBusy={book.isPending}
      isConfirmDisabled={remaining <= 0}
      error={failure}
    >
      {isRequoted ? (
        <FormAlert tone="info">
          The previous rate expired, so we got a new one: {rateText(quote)}. The amounts below use it.
        </FormAlert>
      ) : null}
      <FigureList>
        <Figure term="You sell" detail={`from ${accountLabel(source)}`}>
          {sell}
        </Figure>
        <Figure
          term="Forward rate"
          detail={`spot ${formatRate(quote.spot_rate)} ${pointsText(quote.forward_points)} forward points`}
        >
          {rateText(quote)}
        </Figure>
        <Figure term="You get" detail={`into ${accountLabel(destination)}`} isStrong>
          <MoneyText minor={amounts.destinationAmount} currency={quote.destination_currency} withCode />
        </Figure>
        <Figure term="Maturity date" isStrong>
          {formatDate(quote.maturity_date)}
        </Figure>
      </FigureList>
      <p className="forward-commitment">
        Nothing moves today. On {formatDate(quote.maturity_date)} we exchange these amounts at this rate, whatever the
        market does: your {quote.source_currency} account must hold {sell} that day. You can cancel only today.
      </p>
      <p className="muted" role="timer" aria-live="off">
        {remaining > 0 ? `This rate is good for ${formatCountdown(remaining)}.` : 'Getting a new rate…'}
      </p>
    </ReviewConfirmDialog>
  );
}
