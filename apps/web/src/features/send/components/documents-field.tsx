import type { TPayoutDocument } from '@corridor/contracts/payouts/payout-common';
import { DOCUMENT_MAX_BYTES, formatFileSize } from '@corridor/domain/documents';
import { PAYOUT_DOCUMENTS_MAX } from '@corridor/domain/payouts/documents';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { DocumentUploadButton } from '@/ui/document-upload-button.tsx';
import { PayoutDocumentList } from '@/ui/payout-documents.tsx';
import { useDeletePayoutDocument } from '../api/delete-document.ts';
import { useUploadPayoutDocument } from '../api/upload-document.ts';

type DocumentsFieldProps = {
  documents: readonly TPayoutDocument[];
  onChange: (documents: TPayoutDocument[]) => void;
  /** The API's refusal of a named document (validatePayout / createPayout), in its words. */
  error?: string;
  isDisabled?: boolean;
};

/**
 * Supporting documents of the payout (an invoice, a contract), optional: each file is checked here first with the
 * API's own rules and words (empty, over 10 MB, not a PDF, PNG or JPEG by its first bytes), uploaded at once, and
 * listed with a way to remove it; the payout names them when it is checked and created.
 */
export function DocumentsField({ documents, onChange, error, isDisabled = false }: DocumentsFieldProps) {
  const id = useId();
  const upload = useUploadPayoutDocument();
  const remove = useDeletePayoutDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const isFull = documents.length >= PAYOUT_DOCUMENTS_MAX;
  const shown = problem ?? error;

  const uploadFile = (file: File) => {
    setUploading(file.name);
    upload.mutate(file, {
      onSuccess: (doc) => onChange([...documents, doc]),
      onError: (err) => setProblem(`${file.name}: ${err.fieldMessage('file') ?? errorMessage(err)}`),
      onSettled: () => setUploading(null),
    });
  };

  const removeDocument = (doc: TPayoutDocument) => {
    setProblem(null);
    onChange(documents.filter((d) => d.document_id !== doc.document_id));
    // Not on a payout yet, so the server lets it go; one left behind (offline) is purged after a day anyway.
    remove.mutate(doc.document_id);
  };

  return (
    <fieldset className="send-documents" aria-describedby={`${id}-hint`}>
      <legend className="field-label">Supporting documents (optional)</legend>
      <p className="field-hint" id={`${id}-hint`}>
        An invoice or a contract for this payment: PDF, PNG or JPEG, up to {formatFileSize(DOCUMENT_MAX_BYTES)} each, at
        most {PAYOUT_DOCUMENTS_MAX}.
      </p>
      {documents.length > 0 ? (
        <PayoutDocumentList
          documents={documents}
          action={(d) => (
            <Button
              variant="link"
              onClick={() => removeDocument(d)}
              disabled={isDisabled || upload.isPending}
              aria-label={`Remove ${d.file_name}`}
            >
              Remove
            </Button>
          )}
        />
      ) : null}
      {isFull ? (
        <p className="muted">You have attached the most documents a payment can carry.</p>
      ) : (
        <DocumentUploadButton
          label={documents.length > 0 ? 'Add another document' : 'Add a document'}
          isPending={upload.isPending}
          isDisabled={isDisabled}
          errorId={shown ? `${id}-error` : undefined}
          onProblem={(refused, file) => setProblem(refused && `${file.name}: ${refused}`)}
          onFile={uploadFile}
        />
      )}
      {uploading ? (
        <p className="muted send-documents-status" role="status">
          Uploading {uploading}…
        </p>
      ) : null}
      {shown ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
