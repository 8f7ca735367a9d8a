import { type DragEvent, useId, useState } from 'react';
import '@/ui/document-upload.css';
import '@/ui/spinner.css';
import { BATCH_FILE_ACCEPT, checkBatchFile } from './batch-file-check.ts';

type UploadDropzoneProps = {
  /** The largest file the API accepts, in bytes. */
  maxBytes: number;
  /** Called with a file that passed the checks here; the page sends it. */
  onFile: (file: File) => void;
  isUploading: boolean;
  /** The API's refusal of the last upload, in spec §8's words. */
  error?: string | null;
  maxRows: number;
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Where a batch file goes in: dropped on the zone, or chosen with the file button (a visually hidden input worn by
 * its label, so the keyboard reaches it with Tab and opens it with Enter or Space). The file is checked here first
 * (empty, too big, not a CSV or XLSX) with the API's words, and the API's own refusal shows in the same place.
 */
export function UploadDropzone({ maxBytes, onFile, isUploading, error, maxRows }: UploadDropzoneProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [isOver, setOver] = useState(false);
  const shown = problem ?? error ?? null;

  const take = async (file: File | undefined) => {
    if (!file || isUploading) return;
    setProblem(null);
    const refused = await checkBatchFile(file, maxBytes);
    if (refused) setProblem(refused);
    else onFile(file);
  };

  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    void take(e.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the file button inside is the keyboard's way
    <div
      className={['bulk-dropzone', isOver ? 'is-over' : '', shown ? 'has-error' : ''].filter(Boolean).join(' ')}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className="bulk-dropzone-title">Drop your filled-in template here</p>
      <p className="muted">
        CSV or XLSX, up to {megabytes(maxBytes)} and {maxRows.toLocaleString('en-US')} payments, all from one currency.
      </p>
      <input
        id={id}
        type="file"
        className="document-upload-input visually-hidden"
        accept={BATCH_FILE_ACCEPT}
        disabled={isUploading}
        aria-describedby={shown ? `${id}-error` : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          // Cleared at once, so choosing the same file again (after fixing it) fires a change again.
          input.value = '';
          void take(file);
        }}
      />
      <label htmlFor={id} className="btn btn-primary document-upload-label" aria-busy={isUploading || undefined}>
        {isUploading ? <span className="spinner" aria-hidden="true" /> : null}
        {isUploading ? 'Uploading…' : 'Choose a file'}
      </label>
      {shown ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
