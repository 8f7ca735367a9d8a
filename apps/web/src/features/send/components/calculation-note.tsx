import type { TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import { rateText } from '@/lib/fx-text.ts';

/** Spec §8: the typed amount could not be priced, so a payout of 1000 keeps the rate and fees in view. */
export function CalculationNote({ fallback }: { fallback: TPayoutPricing }) {
  const { sourceAmount, destinationAmount, totalFeeAmount } = fallback.exchangeValue;
  const isCross = fallback.source_currency !== fallback.destination_currency;
  return (
    <p className="muted send-fallback">
      For reference, sending {sourceAmount.currency} {sourceAmount.display} pays {totalFeeAmount.currency}{' '}
      {totalFeeAmount.display} in fees and your recipient gets {destinationAmount.currency} {destinationAmount.display}
      {isCross ? ` at ${rateText(fallback)}` : ''}.
    </p>
  );
}
