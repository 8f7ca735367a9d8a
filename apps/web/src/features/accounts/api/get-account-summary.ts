import {
  ACCOUNT_SUMMARY_PATH,
  type TAccountSummaryResponse,
  ZAccountSummaryResponse,
} from '@corridor/contracts/accounts/account-summary';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** GET settings/account/summary: the business's open currency accounts (hidden ones flagged) with balances. */
export const getAccountSummary = (signal?: AbortSignal): Promise<TAccountSummaryResponse> =>
  apiGet(ACCOUNT_SUMMARY_PATH, ZAccountSummaryResponse, signal);

export function useAccountSummary() {
  return useQuery({ queryKey: accountKeys.summary, queryFn: ({ signal }) => getAccountSummary(signal) });
}
