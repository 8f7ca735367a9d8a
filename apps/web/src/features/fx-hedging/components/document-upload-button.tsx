import { DOCUMENT_ACCEPT } from '@corridor/domain/documents';
import type { HedgingDocumentType } from '@corridor/domain/fx-hedging';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import '@/ui/document-upload.css';
import '@/ui/spinner.css';
import { fileProblem } from '@/lib/upload-check.ts';
import { useUploadDocument } from '../api/upload-document.ts';

type DocumentUploadButtonProps = {
  documentType: HedgingDocumentType;
  /** What the document is, for the control's accessible name ("Upload FX hedging application"). */
  documentLabel: string;
  hasFiles: boolean;
};

/**
 * Picks one file and uploads it as `documentType`. The file is checked here first (empty, over 10 MB, not a PDF, PNG
 * or JPEG by its first bytes) with the API's own rules and words, and the API's refusal, if any, shows the same way.
 */
export function DocumentUploadButton({ documentType, documentLabel, hasFiles }: DocumentUploadButtonProps) {
  const id = useId();
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it) fires a change again.
    input.value = '';
    if (!file) return;
    setProblem(null);
    const refused = await fileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    upload.mutate(
      { documentType, file },
      {
        onSuccess: () => showSnackbar(`${file.name} uploaded.`, 'success'),
        onError: (error) => setProblem(error.fieldMessage('file') ?? errorMessage(error)),
      },
    );
  };

  return (
    <div className="document-upload">
      <input
        id={id}
        type="file"
        className="document-upload-input visually-hidden"
        accept={DOCUMENT_ACCEPT}
        onChange={(e) => void choose(e)}
        disabled={upload.isPending}
        aria-describedby={problem ? `${id}-error` : undefined}
        aria-invalid={problem ? true : undefined}
      />
      <label htmlFor={id} className="btn btn-secondary document-upload-label" aria-busy={upload.isPending || undefined}>
        {upload.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {upload.isPending ? 'Uploading…' : hasFiles ? 'Add another file' : 'Upload file'}
        <span className="visually-hidden"> for {documentLabel}</span>
      </label>
      {problem ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
