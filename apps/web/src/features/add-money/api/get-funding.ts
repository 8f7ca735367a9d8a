import { fundingEndpoint } from '@corridor/contracts/fundings/fundings';
import { isFinalFundingStatus } from '@corridor/domain/fundings/statuses';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { addMoneyKeys } from './add-money-keys.ts';

/** How often a funding under way is asked about: card verdicts come in seconds, transfers a little later. */
export const POLL_MS = 2_000;

/** One funding by id or FD reference, asked about every two seconds until it is final. */
export function useFunding(id: string) {
  return useEndpointQuery(
    fundingEndpoint,
    addMoneyKeys.detail(id),
    { params: { id } },
    {
      refetchInterval: (query) => (query.state.data && isFinalFundingStatus(query.state.data.status) ? false : POLL_MS),
    },
  );
}
