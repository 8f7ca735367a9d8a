import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, type StatementFilters, writeFilters } from './statement-filters.ts';

/** The applied filters, kept in the URL: back and forward step through filter changes, and links can be shared. */
export function useStatementFilters(): [StatementFilters, (next: StatementFilters, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const apply = useCallback(
    (next: StatementFilters, replace = false) => setParams(writeFilters(next), { replace }),
    [setParams],
  );
  return [filters, apply];
}
