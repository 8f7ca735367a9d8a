import {
  currencyOptionsPath,
  type TCurrencyOptionsResponse,
  ZCurrencyOptionsResponse,
} from '@corridor/contracts/accounts/currency-options';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** GET countries/:entity/currencies: what the entity lets a business open, and its receiving set-up. */
export const getCurrencyOptions = (entity: string, signal?: AbortSignal): Promise<TCurrencyOptionsResponse> =>
  apiGet(currencyOptionsPath(entity), ZCurrencyOptionsResponse, signal);

export function useCurrencyOptions(entity: string | undefined) {
  return useQuery({
    queryKey: accountKeys.currencyOptions(entity ?? ''),
    queryFn: ({ signal }) => getCurrencyOptions(entity ?? '', signal),
    enabled: Boolean(entity),
    // Entity configuration changes with a release, not during a session.
    staleTime: 60 * 60_000,
  });
}
