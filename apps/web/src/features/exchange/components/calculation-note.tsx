import type { TCalculateAmountsResponse } from '@corridor/contracts/fx/calculate-amounts';
import { rateText } from '@/lib/fx-text.ts';

/** Spec §8: the typed amount could not be calculated, so an example at 1000 keeps the rate in view. */
export function CalculationNote({ fallback }: { fallback: TCalculateAmountsResponse }) {
  const { sourceAmount, destinationAmount } = fallback.exchangeValue;
  return (
    <p className="muted exchange-fallback">
      For reference, {sourceAmount.currency} {sourceAmount.display} buys {destinationAmount.currency}{' '}
      {destinationAmount.display} at {rateText(fallback)}.
    </p>
  );
}
