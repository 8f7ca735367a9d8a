import type { TBatchDetail } from '@corridor/contracts/batches/batch-common';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { batchKeys } from '../api/batch-keys.ts';
import { useDownloadErrorFile } from '../api/download-error-file.ts';
import { editBatchRow } from '../api/edit-batch-row.ts';
import { FAILING_ROWS_LIMIT, useFailingRows } from '../api/get-failing-rows.ts';
import { useProceedBatch } from '../api/proceed-batch.ts';
import { type RevalidateRow, useRowFixes } from '../hooks/use-row-fixes.ts';
import type { FailedRow } from './batch-model.ts';
import { ErrorGrid } from './error-grid.tsx';
import { errorsByField, failingKeys, gridColumns, toFailedRow } from './failing-rows.ts';

const count = new Intl.NumberFormat('en-US');

/**
 * A batch whose validation failed: how many rows passed and failed, the error file, and the failing rows to fix
 * right here (each edit checked again by the API with the same rules) — or go on without them.
 */
export function FixRows({ batch }: { batch: TBatchDetail }) {
  const rows = useFailingRows(batch.id, true);
  const errorFile = useDownloadErrorFile();
  const proceed = useProceedBatch(batch.id);
  const [isConfirming, setConfirming] = useState(false);
  const failed = batch.invalidCount;
  return (
    <section className="panel stack" aria-labelledby="bulk-fix-title">
      <h2 id="bulk-fix-title" className="section-title">
        {count.format(failed)} of {count.format(batch.rowCount)} rows need fixing
      </h2>
      <p>
        {count.format(batch.validCount)} {batch.validCount === 1 ? 'payment is' : 'payments are'} ready. Fix the rows
        below (each one is checked again as you type), download the error file to fix them in your spreadsheet and
        upload it again, or go on without them.
      </p>
      <div className="bulk-actions-start">
        <Button
          variant="secondary"
          isLoading={errorFile.isPending}
          loadingLabel="Downloading…"
          onClick={() =>
            errorFile.mutate(batch, { onSuccess: (name) => showSnackbar(`${name} downloaded.`, 'success') })
          }
        >
          Download error file
        </Button>
        <Button variant="secondary" disabled={batch.validCount === 0} onClick={() => setConfirming(true)}>
          Continue without {count.format(failed)} failing {failed === 1 ? 'row' : 'rows'}
        </Button>
      </div>
      {errorFile.isError ? <FormAlert>{errorMessage(errorFile.error)}</FormAlert> : null}
      <QueryState query={rows} loadingLabel="Loading the rows to fix" errorTitle="We could not load the rows to fix">
        {(data) => (
          <RowsGrid batchId={batch.id} initial={data.rows.map(toFailedRow)} isPartial={data.nextAfter !== null} />
        )}
      </QueryState>
      {isConfirming ? (
        <ConfirmDialog
          title={`Continue without ${count.format(failed)} ${failed === 1 ? 'row' : 'rows'}?`}
          confirmLabel="Continue without them"
          busyLabel="Leaving them out…"
          isBusy={proceed.isPending}
          error={proceed.isError ? errorMessage(proceed.error) : null}
          onConfirm={() => proceed.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The failing rows are left out of this batch and nobody is paid for them. The other{' '}
            {count.format(batch.validCount)} payments go on to the review.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function RowsGrid({ batchId, initial, isPartial }: { batchId: string; initial: FailedRow[]; isPartial: boolean }) {
  const queryClient = useQueryClient();
  const revalidate = useCallback<RevalidateRow>(
    async (rowIndex, values) => {
      const { row, batch } = await editBatchRow(batchId, rowIndex, { ...values });
      // The last failing row fixed makes the batch validated: the page moves on by itself.
      queryClient.setQueryData<TBatchDetail>(batchKeys.one(batchId), batch);
      return errorsByField(row.errors);
    },
    [batchId, queryClient],
  );
  const fixes = useRowFixes(initial, revalidate);
  const columns = useMemo(() => gridColumns(initial), [initial]);
  const failing = useMemo(() => failingKeys([...initial, ...fixes.rows]), [initial, fixes.rows]);
  return (
    <div className="stack">
      {fixes.checkError ? <FormAlert>{fixes.checkError}</FormAlert> : null}
      <ErrorGrid
        columns={columns}
        failingKeys={failing}
        rows={fixes.rows}
        checking={fixes.checking}
        onEdit={fixes.edit}
      />
      {isPartial ? (
        <p className="muted">
          The first {count.format(FAILING_ROWS_LIMIT)} failing rows are here; fix the rest in the error file.
        </p>
      ) : null}
    </div>
  );
}
