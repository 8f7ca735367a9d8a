import { dailyAmountEndpoint } from '@corridor/contracts/payouts/daily-amount';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** The MYR daily transfer limit (spec §6, §9): asked only while paying from MYR. */
export function useDailyAmount(clientId: string, isAsked: boolean) {
  return useEndpointQuery(
    dailyAmountEndpoint,
    sendKeys.dailyAmount(clientId),
    { params: { clientId } },
    { enabled: isAsked, retry: 1 },
  );
}
