import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { StatusChip } from '@/ui/status-chip.tsx';
import { batchKeys } from '../api/batch-keys.ts';
import { useDeleteBatch } from '../api/delete-batch.ts';
import { useBatch } from '../api/get-batch.ts';
import { PROGRESS_EVENT, parseProgressEvent, progressTopicUrl } from '../api/progress-topic.ts';
import { useBatchProgress } from '../hooks/use-batch-progress.ts';
import { useStatusCatchUp } from '../hooks/use-status-catch-up.ts';
import { BatchStage } from './batch-stage.tsx';
import { batchStatusLabel } from './batch-status.ts';

type BatchViewProps = { id: string; clientId: string; onBack: () => void };

/**
 * One batch from upload to paid. It follows the client's progress topic; each status change (or a reconnection,
 * as after a reload mid-batch) reads the batch again, and what shows follows its status (BatchStage).
 */
export function BatchView({ id, clientId, onBack }: BatchViewProps) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: batchKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: batchKeys.list });
  }, [id, queryClient]);
  const { event, isLive } = useBatchProgress({
    url: progressTopicUrl(clientId),
    batchId: id,
    eventName: PROGRESS_EVENT,
    parse: parseProgressEvent,
    onStatus: refresh,
    onOpen: refresh,
  });
  const batch = useBatch(id, isLive);
  useStatusCatchUp(event, batch.data?.status, batch.isFetching, refresh);
  return (
    <div className="stack bulk-batch">
      <div>
        <Button variant="link" onClick={onBack}>
          ← All batches
        </Button>
      </div>
      <QueryState
        query={batch}
        loadingLabel="Loading the batch"
        loadingLines={6}
        errorTitle="We could not load this batch"
      >
        {(data) => (
          <>
            <BatchHeader batch={data} onDeleted={onBack} />
            <BatchStage batch={data} live={event?.status === data.status ? event.progress : null} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function BatchHeader({ batch, onDeleted }: { batch: TBatchDetail; onDeleted: () => void }) {
  const status = batchStatusLabel(batch.status, batch.statusLabel);
  const remove = useDeleteBatch();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <header className="panel bulk-batch-head">
      <div className="bulk-batch-who">
        <h2 className="section-title mono">{batch.reference}</h2>
        <p className="muted bulk-file-name">
          {batch.fileName} · uploaded {batch.createdAtDisplay} · from {batch.sourceCurrency}
        </p>
      </div>
      <div className="bulk-batch-side">
        <StatusChip label={status.label} tone={status.tone} />
        {batch.canDelete ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete batch
          </Button>
        ) : null}
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title="Delete this batch?"
          tone="danger"
          confirmLabel="Delete batch"
          busyLabel="Deleting…"
          isBusy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={() =>
            remove.mutate(batch.id, {
              onSuccess: () => {
                setConfirming(false);
                showSnackbar(`Batch ${batch.reference} deleted.`, 'success');
                onDeleted();
              },
            })
          }
          onCancel={() => setConfirming(false)}
        >
          <p>
            Nobody in {batch.fileName} is paid, and any rates held for it are released. The batch stays in your list as
            cancelled.
          </p>
        </ConfirmDialog>
      ) : null}
    </header>
  );
}
