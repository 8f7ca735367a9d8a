import { fundingEndpoint } from '@corridor/contracts/fundings/fundings';
import { isFinalFundingStatus } from '@corridor/domain/fundings/statuses';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

const POLL_MS = 2_000;

/** The funding paying for a payout (its instructions, reference, 3-D Secure redirect), followed until it is final. */
export function usePaymentFunding(id: string | null) {
  return useEndpointQuery(fundingEndpoint, sendKeys.funding(id ?? ''), id ? { params: { id } } : undefined, {
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isFinalFundingStatus(query.state.data.status) ? false : POLL_MS),
  });
}
