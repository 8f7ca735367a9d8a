import { exchangeEndpoint } from '@corridor/contracts/fx/exchanges';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { exchangeKeys } from './exchange-keys.ts';

/** One exchange; a 404 (unknown, or another business's) is an answer, not worth retrying. */
export function useExchange(id: string) {
  return useEndpointQuery(
    exchangeEndpoint,
    exchangeKeys.detail(id),
    { params: { id } },
    { retry: (count, error) => error.status !== 404 && count < 2 },
  );
}
