import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, type TransactionFilters, writeFilters } from './transaction-filters.ts';

/** The applied filters, kept in the URL: back and forward step through filter changes, and links can be shared. */
export function useTransactionFilters(): [TransactionFilters, (next: TransactionFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const apply = useCallback((next: TransactionFilters) => setParams(writeFilters(next)), [setParams]);
  return [filters, apply];
}
