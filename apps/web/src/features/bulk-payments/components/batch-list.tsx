import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { MOBILE_MEDIA_QUERY } from '@corridor/domain/display';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadMore } from '@/ui/load-more.tsx';
import { PlainTable } from '@/ui/plain-table.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useBatches } from '../api/get-batches.ts';
import { batchStatusLabel } from './batch-status.ts';

const count = new Intl.NumberFormat('en-US');

/** "998 of 1,000 valid", "1,000 payments": how many rows the batch pays, and how many failed or were left out. */
export function rowsText(b: Pick<TBatch, 'rowCount' | 'validCount' | 'invalidCount' | 'excludedCount' | 'status'>) {
  if (b.status === 'initiated' || b.status === 'uploaded' || b.status === 'validation_in_progress') {
    return `${count.format(b.rowCount)} rows`;
  }
  const parts = [`${count.format(b.validCount)} of ${count.format(b.rowCount)} valid`];
  if (b.excludedCount > 0) parts.push(`${count.format(b.excludedCount)} left out`);
  return parts.join(', ');
}

/** The business's batches, newest first: reference (opens the batch), file, rows, status and when. */
export function BatchList() {
  const batches = useBatches();
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const rows = batches.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className="stack" aria-labelledby="bulk-list-title">
      <h2 id="bulk-list-title" className="section-title">
        Your batches
      </h2>
      <QueryState
        query={batches}
        loadingLabel="Loading your batches"
        errorTitle="We could not load your batches"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState
            title="No batches yet"
            description="Upload a file of payments above: its batch shows here with its status."
          />
        }
      >
        {() => (
          <>
            {isPhone ? (
              <ul className="bulk-list-cards" aria-label="Your batches">
                {rows.map((b) => {
                  const s = batchStatusLabel(b.status, b.statusLabel);
                  return (
                    <li key={b.id} className="bulk-list-card">
                      <span className="bulk-list-card-top">
                        <Link to={{ search: `?batch=${encodeURIComponent(b.id)}` }} className="mono">
                          {b.reference}
                        </Link>
                        <StatusChip label={s.label} tone={s.tone} />
                      </span>
                      <span className="bulk-file-name">{b.fileName}</span>
                      <span className="muted">
                        {rowsText(b)} · from {b.sourceCurrency} · {b.createdAtDisplay}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <PlainTable<TBatch>
                caption="Your batches"
                rowKey={(b) => b.id}
                rows={rows}
                columns={[
                  {
                    key: 'reference',
                    header: 'Batch',
                    isRowHeader: true,
                    cell: (b) => (
                      <span className="bulk-list-batch">
                        <Link to={{ search: `?batch=${encodeURIComponent(b.id)}` }} className="mono">
                          {b.reference}
                        </Link>
                        <span className="muted bulk-file-name">{b.fileName}</span>
                      </span>
                    ),
                  },
                  { key: 'rows', header: 'Payments', cell: (b) => rowsText(b) },
                  { key: 'currency', header: 'From', cell: (b) => b.sourceCurrency },
                  {
                    key: 'status',
                    header: 'Status',
                    cell: (b) => {
                      const s = batchStatusLabel(b.status, b.statusLabel);
                      return <StatusChip label={s.label} tone={s.tone} />;
                    },
                  },
                  {
                    key: 'created',
                    header: 'Uploaded',
                    cell: (b) => <span className="nowrap">{b.createdAtDisplay}</span>,
                  },
                ]}
              />
            )}
            <LoadMore
              hasMore={batches.hasNextPage}
              isLoading={batches.isFetchingNextPage}
              onLoadMore={() => void batches.fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
