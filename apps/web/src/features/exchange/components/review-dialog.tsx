import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TCalculateAmountsResponse } from '@corridor/contracts/fx/calculate-amounts';
import type { TExchange } from '@corridor/contracts/fx/fx-common';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { useRef } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { type ApiError, errorMessage } from '@/lib/api/api-error.ts';
import { formatCountdown, rateText } from '@/lib/fx-text.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import { ReviewConfirmDialog } from '@/ui/review-confirm-dialog.tsx';
import { STALE_RATE_CODES, useConfirmExchange } from '../hooks/use-confirm-exchange.ts';
import type { ExchangeDraft } from './exchange-draft.ts';
import { ExchangeFigures } from './exchange-figures.tsx';

type ReviewDialogProps = {
  draft: ExchangeDraft;
  accounts: readonly TCurrencyAccount[];
  quote: TFxQuote;
  /** Milliseconds left on the quote. */
  remaining: number;
  /** The figures at the live rate; null while they are being recalculated for a new quote. */
  calculation: TCalculateAmountsResponse | null;
  onClose: () => void;
  onBooked: (exchange: TExchange) => void;
};

/**
 * The last look before money moves: what is sold from which account, the fees, the rate, what arrives where and the
 * total. "Confirm exchange" locks the rate on screen, recalculates at it and books; if the live rate was refreshed
 * while the person read, the new rate and amounts are shown before they can confirm. Rendered only while open:
 * each opening is one confirmation (one Idempotency-Key).
 */
export function ReviewDialog({ draft, accounts, quote, remaining, calculation, onClose, onBooked }: ReviewDialogProps) {
  const confirm = useConfirmExchange();
  const openedWith = useRef(quote.rate_signature);
  const changed = confirm.data?.kind === 'changed' ? confirm.data : null;
  const shown = changed?.calculation ?? calculation;
  const isRequoted = !changed && quote.rate_signature !== openedWith.current;
  const source = accounts.find((a) => a._id === draft.sourceId);
  const destination = accounts.find((a) => a._id === draft.destinationId);

  const submit = () => {
    if (!shown) return;
    openedWith.current = quote.rate_signature;
    confirm.mutate(
      { draft, accounts, quote, shown },
      { onSuccess: (outcome) => (outcome.kind === 'booked' ? onBooked(outcome.exchange) : undefined) },
    );
  };

  return (
    <ReviewConfirmDialog
      title="Review your exchange"
      onCancel={onClose}
      onConfirm={submit}
      confirmLabel="Confirm exchange"
      busyLabel="Exchanging…"
      isBusy={confirm.isPending}
      isConfirmDisabled={!shown}
      error={confirm.error ? confirmErrorText(confirm.error, source) : null}
    >
      {changed ? (
        <FormAlert tone="info">
          The rate moved as we locked it. We now hold {rateText(changed.hold)} for you: please check the amounts below
          and confirm again.
        </FormAlert>
      ) : null}
      {isRequoted ? (
        <FormAlert tone="info">
          The previous rate expired, so we got a new one: {rateText(quote)}. The amounts below use it.
        </FormAlert>
      ) : null}
      {shown ? (
        <ExchangeFigures
          value={shown.exchangeValue}
          rate={shown}
          sourceLabel={source ? accountLabel(source) : undefined}
          destinationLabel={destination ? accountLabel(destination) : undefined}
          isShowingMid
        />
      ) : (
        <p role="status">Recalculating at the new rate…</p>
      )}
      {changed ? (
        <p className="muted">This rate is locked for you until you confirm or leave.</p>
      ) : (
        <p className="muted" role="timer" aria-live="off">
          {remaining > 0
            ? `This rate is good for ${formatCountdown(remaining)}; it is locked the moment you confirm.`
            : 'Getting a new rate…'}
        </p>
      )}
    </ReviewConfirmDialog>
  );
}

function confirmErrorText(error: ApiError | Error, source: TCurrencyAccount | undefined): string {
  if (!('code' in error)) return errorMessage(error);
  if (STALE_RATE_CODES.has(error.code)) {
    return 'This rate expired before we could lock it. We are getting a new one: check it and confirm again.';
  }
  // The API's words, then what the account can spend, so the person knows how much to change.
  if (error.code === 'INSUFFICIENT_FUNDS' && source) {
    return `${error.message} Available: ${source.currency} ${source.available_balance.display}.`;
  }
  return errorMessage(error);
}
