import {
  ALL_ACCOUNTS_PATH,
  type TAllAccountsResponse,
  ZAllAccountsResponse,
} from '@corridor/contracts/accounts/all-accounts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client.ts';
import { statementKeys } from './statement-keys.ts';

/** GET settings/account/all: every account, closed ones too, since their history stays readable. */
export const getStatementAccounts = (signal?: AbortSignal): Promise<TAllAccountsResponse> =>
  apiGet(ALL_ACCOUNTS_PATH, ZAllAccountsResponse, signal);

export function useStatementAccounts() {
  return useQuery({ queryKey: statementKeys.accounts, queryFn: ({ signal }) => getStatementAccounts(signal) });
}
