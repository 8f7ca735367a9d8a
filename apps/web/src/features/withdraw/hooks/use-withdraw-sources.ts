import type { QueryLike } from '@/ui/query-state.tsx';
import { useLinkedAccounts } from '../api/get-linked-accounts.ts';
import { useWithdrawAccounts } from '../api/get-withdraw-accounts.ts';
import { withdrawableAccounts } from '../components/withdraw-draft.ts';

/** Where money can leave and go: the open currency accounts and the linked bank accounts, as one query state. */
export function useWithdrawSources(clientId: string) {
  const accounts = useWithdrawAccounts();
  const banks = useLinkedAccounts(clientId);
  const sources: QueryLike<{
    accounts: ReturnType<typeof withdrawableAccounts>;
    banks: NonNullable<typeof banks.data>['data'];
  }> = {
    data:
      accounts.data && banks.data
        ? { accounts: withdrawableAccounts(accounts.data.accounts), banks: banks.data.data }
        : undefined,
    isError: accounts.isError || banks.isError,
    error: accounts.error ?? banks.error,
    isFetching: accounts.isFetching || banks.isFetching,
    refetch: () => Promise.all([accounts.refetch(), banks.refetch()]),
  };
  return { sources, banks: banks.data?.data ?? [] };
}
