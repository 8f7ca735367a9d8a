import {
  ACCOUNT_STATEMENT_PATH,
  type TAccountStatementRequest,
  type TAccountStatementResponse,
  ZAccountStatementResponse,
} from '@corridor/contracts/statement/account-statement';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client.ts';
import { statementKeys } from './statement-keys.ts';

export const STATEMENT_PAGE_SIZE = 25;

export type StatementQuery = Omit<TAccountStatementRequest, 'cursor' | 'limit'>;

/** POST reports/accountStatement/pagination: one page, newest first; the cursor comes from the previous page. */
export const getAccountStatement = (body: TAccountStatementRequest, signal?: AbortSignal) =>
  apiRequest<TAccountStatementResponse>(ACCOUNT_STATEMENT_PATH, {
    method: 'POST',
    body,
    schema: ZAccountStatementResponse,
    signal,
  });

/** Keyset pages, appended as the person asks for more; disabled until an account is chosen. */
export function useAccountStatement(query: StatementQuery | null) {
  return useInfiniteQuery({
    queryKey: statementKeys.page(query ?? { accountId: '' }),
    queryFn: ({ pageParam, signal }) =>
      getAccountStatement({ ...query!, limit: STATEMENT_PAGE_SIZE, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: query !== null,
  });
}
