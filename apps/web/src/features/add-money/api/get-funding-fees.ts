import { fundingFeesEndpoint, type TFundingFeesQuery } from '@corridor/contracts/fundings/fundings';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { addMoneyKeys } from './add-money-keys.ts';

/** What adding the amount costs by the chosen method (and card), shown before confirming. */
export function useFundingFees(query: TFundingFeesQuery) {
  return useEndpointQuery(fundingFeesEndpoint, addMoneyKeys.fees(query), { query });
}
