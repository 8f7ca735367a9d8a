import { batchRowsEndpoint } from '@corridor/contracts/batches/batch-rows';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { batchKeys } from './batch-keys.ts';

/** The most failing rows the grid loads at once (the API's page limit). */
export const FAILING_ROWS_LIMIT = 500;

/** The rows of a batch that failed validation, in file order, with their errors per column. */
export function useFailingRows(id: string, isEnabled: boolean) {
  return useEndpointQuery(
    batchRowsEndpoint,
    batchKeys.failingRows(id),
    { params: { id }, query: { status: 'invalid', limit: FAILING_ROWS_LIMIT } },
    { enabled: isEnabled, staleTime: Number.POSITIVE_INFINITY },
  );
}
