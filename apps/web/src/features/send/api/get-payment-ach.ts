import { achAccountsEndpoint, achRollingLimitEndpoint } from '@corridor/contracts/ach/ach';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { sendKeys } from './send-keys.ts';

/** The business's linked ACH bank accounts, for an ACH-paid payment (linking one is on Add money). */
export function usePaymentAchAccounts(isEnabled: boolean) {
  return useEndpointQuery(achAccountsEndpoint, sendKeys.achAccounts, {}, { enabled: isEnabled });
}

/** What the rolling ACH limit still allows; it moves with money, so it is under 'money'. */
export function usePaymentAchLimit(isEnabled: boolean) {
  return useEndpointQuery(achRollingLimitEndpoint, sendKeys.achLimit, {}, { enabled: isEnabled });
}
