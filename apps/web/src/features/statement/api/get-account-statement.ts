import {
  accountStatementEndpoint,
  type TAccountStatementRequest,
} from '@corridor/contracts/statement/account-statement';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { statementKeys } from './statement-keys.ts';

export const STATEMENT_PAGE_SIZE = 25;

export type StatementQuery = Omit<TAccountStatementRequest, 'cursor' | 'limit'>;

/** Keyset pages, newest first, appended as the person asks for more; disabled until an account is chosen. */
export function useAccountStatement(query: StatementQuery | null) {
  return useInfiniteQuery({
    queryKey: statementKeys.page(query ?? { accountId: '' }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(accountStatementEndpoint, {
        body: { ...query!, limit: STATEMENT_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: query !== null,
  });
}
