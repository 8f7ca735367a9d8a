import { fundingFeesEndpoint, type TFundingFeesQuery } from '@corridor/contracts/fundings/fundings';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/**
 * What paying by card or transfer adds on top of the payment (the card fee, by the processor's product code for the
 * business's country and the card), shown before confirming; null while there is nothing to ask.
 */
export function usePaymentFees(query: TFundingFeesQuery | null) {
  return useEndpointQuery(fundingFeesEndpoint, sendKeys.paymentFees(query ?? {}), query ? { query } : undefined, {
    enabled: query !== null,
  });
}
