import type { HedgingDocumentType } from '@corridor/domain/fx-hedging';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { DocumentUploadButton } from '@/ui/document-upload-button.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useUploadDocument } from '../api/upload-document.ts';

type HedgingDocumentUploadProps = {
  documentType: HedgingDocumentType;
  /** What the document is, for the control's accessible name ("Upload FX hedging application"). */
  documentLabel: string;
  hasFiles: boolean;
};

/** Picks one file (checked first, ui/document-upload-button.tsx) and uploads it as `documentType`; a refusal shows the same way. */
export function HedgingDocumentUpload({ documentType, documentLabel, hasFiles }: HedgingDocumentUploadProps) {
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <DocumentUploadButton
      label={hasFiles ? 'Add another file' : 'Upload file'}
      srSuffix={` for ${documentLabel}`}
      isPending={upload.isPending}
      problem={problem}
      onProblem={setProblem}
      onFile={(file) =>
        upload.mutate(
          { documentType, file },
          {
            onSuccess: () => showSnackbar(`${file.name} uploaded.`, 'success'),
            onError: (error) => setProblem(error.fieldMessage('file') ?? errorMessage(error)),
          },
        )
      }
    />
  );
}
