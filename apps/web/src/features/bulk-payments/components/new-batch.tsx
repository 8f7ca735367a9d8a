import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { DEFAULT_BATCH_MAX_FILE_BYTES, DEFAULT_BATCH_MAX_ROWS } from '@corridor/domain/batches/limits';
import { corridorParam } from '@corridor/domain/batches/template';
import { errorMessage } from '@/lib/api/api-error.ts';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDownloadTemplate } from '../api/download-template.ts';
import { useBatchCorridors } from '../api/get-batch-corridors.ts';
import { useUploadBatch } from '../api/upload-batch.ts';
import { TemplatePicker } from './template-picker.tsx';
import { UploadDropzone } from './upload-dropzone.tsx';

const METHOD_WORDS = { LOCAL: 'local transfer', SWIFT: 'SWIFT' } as const;

/**
 * A new batch: the template of a corridor, then the filled-in file. The upload's refusal shows under the drop zone
 * in spec §8's words; an accepted file opens its batch, whose validation has started.
 */
export function NewBatch({ onUploaded }: { onUploaded: (batch: TBatch) => void }) {
  const corridors = useBatchCorridors();
  const template = useDownloadTemplate();
  const upload = useUploadBatch();
  const options = (corridors.data?.data ?? []).map((c) => ({
    key: corridorParam({ country: c.destination_country, currency: c.destination_currency, method: c.payout_method }),
    label: `${c.destination_country_name} · ${c.destination_currency} · ${METHOD_WORDS[c.payout_method]}`,
  }));
  return (
    <section className="panel stack bulk-new" aria-labelledby="bulk-new-title">
      <h2 id="bulk-new-title" className="section-title">
        New bulk payment
      </h2>
      <ol className="bulk-new-steps">
        <li className="stack">
          <h3 className="bulk-new-step-title">1. Download the template</h3>
          <TemplatePicker
            corridors={options}
            isLoading={corridors.isPending}
            downloading={template.isPending ? (template.variables?.format ?? null) : null}
            error={
              template.isError ? errorMessage(template.error) : corridors.isError ? errorMessage(corridors.error) : null
            }
            onDownload={(corridor, format) =>
              template.mutate(
                { corridor, format },
                { onSuccess: (name) => showSnackbar(`${name} downloaded.`, 'success') },
              )
            }
          />
        </li>
        <li className="stack">
          <h3 className="bulk-new-step-title">2. Upload the filled-in file</h3>
          <UploadDropzone
            maxBytes={DEFAULT_BATCH_MAX_FILE_BYTES}
            maxRows={DEFAULT_BATCH_MAX_ROWS}
            isUploading={upload.isPending}
            error={upload.isError ? errorMessage(upload.error) : null}
            onFile={(file) => upload.mutate(file, { onSuccess: onUploaded })}
          />
        </li>
      </ol>
    </section>
  );
}
