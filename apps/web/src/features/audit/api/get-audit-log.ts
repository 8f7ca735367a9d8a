import { auditLogEndpoint, type TAuditLogQuery } from '@corridor/contracts/audit/audit-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

export type AuditFilters = Omit<TAuditLogQuery, 'cursor'>;

/** Only what is set goes on the wire. */
export function cleanFilters(f: AuditFilters): AuditFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined)) as AuditFilters;
}

/** Keyset pages of the business's audit log, newest first, appended as the admin asks for more. */
export function useAuditLog(filters: AuditFilters) {
  const query = cleanFilters(filters);
  return useInfiniteQuery({
    queryKey: ['settings', 'audit-log', query],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(auditLogEndpoint, { query: { ...query, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
