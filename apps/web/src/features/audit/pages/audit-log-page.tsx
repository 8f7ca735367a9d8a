import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDownloadAuditLog } from '../api/download-audit-log.ts';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log.ts';
import { AuditFiltersForm } from '../components/audit-filters.tsx';
import { AuditRows } from '../components/audit-rows.tsx';
import '../audit.css';

/**
 * /r/settings/audit-log (admins): every sign-in, security change and money decision of the business, newest first,
 * filtered by user, action and dates, and downloadable as CSV. Rows are hash-chained on the server, so a changed or
 * deleted row is found by `npm run audit:verify`.
 */
export function AuditLogPage({ timeZone }: { timeZone?: string }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const download = useDownloadAuditLog();
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const actors = log.data?.pages[0]?.actors ?? [];
  const isRangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  return (
    <div className="page audit-page">
      <PageTitle
        title="Audit log"
        description="Sign-ins, security changes and money decisions in your business. Rows cannot be changed or deleted."
        actions={
          <Button
            variant="secondary"
            isLoading={download.isPending}
            loadingLabel="Preparing CSV…"
            disabled={isRangeInvalid}
            onClick={() =>
              download.mutate(filters, {
                onSuccess: (name) => showSnackbar(`Downloaded ${name}`, 'success', 3000),
                onError: (error) => showSnackbar(errorMessage(error), 'error'),
              })
            }
          >
            Download CSV
          </Button>
        }
      />
      <AuditFiltersForm filters={filters} actors={actors} onChange={setFilters} />
      <QueryState
        query={log}
        loadingLabel="Loading the audit log"
        loadingLines={8}
        errorTitle="We could not load the audit log"
        isEmpty={(data) => data.pages[0]?.rows.length === 0}
        empty={
          <EmptyState
            title="No entries"
            description="You do not have any activities. Try changing or removing some of your filters."
          />
        }
      >
        {() => (
          <>
            <AuditRows rows={rows} timeZone={timeZone} />
            <LoadMore
              hasMore={Boolean(log.hasNextPage)}
              isLoading={log.isFetchingNextPage}
              onLoadMore={() => void log.fetchNextPage()}
              summary={`Showing ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}`}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
