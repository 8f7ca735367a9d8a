import type { THedgingDocument, THedgingOnboarding } from '@corridor/contracts/fx-hedging/hedging-common';
import { formatDateTime } from '@corridor/domain/dates';
import { formatFileSize } from '@corridor/domain/documents';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { HedgingDocumentUpload } from './hedging-document-upload.tsx';

const KIND: Record<THedgingDocument['media_type'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/**
 * The documents the partner asks for, each with what was uploaded for it (name, kind, size, when, by whom) and,
 * while they can change, an upload control and a delete button per file (asked for confirmation).
 */
export function DocumentChecklist({ onboarding, timeZone }: { onboarding: THedgingOnboarding; timeZone?: string }) {
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<THedgingDocument | null>(null);
  const isEditable = onboarding.can_edit_documents;
  return (
    <>
      <ol className="document-checklist" aria-label="Documents to upload">
        {onboarding.required_documents.map((req) => {
          const files = onboarding.documents.filter((d) => d.document_type === req.document_type);
          return (
            <li key={req.document_type} className="document-item">
              <div className="document-item-head">
                <div className="document-item-title">
                  <h3>{req.label}</h3>
                  <p className="muted">{req.description}</p>
                </div>
                <span className={req.is_uploaded ? 'document-state is-done' : 'document-state'}>
                  {req.is_uploaded ? 'Uploaded' : 'Missing'}
                </span>
              </div>
              {files.length > 0 ? (
                <ul className="document-files" aria-label={`Files for ${req.label}`}>
                  {files.map((f) => (
                    <li key={f._id} className="document-file">
                      <div className="document-file-main">
                        <span className="document-file-name">{f.file_name}</span>
                        <span className="muted document-file-meta">
                          {KIND[f.media_type]} · {formatFileSize(f.size_bytes)} ·{' '}
                          {formatDateTime(f.uploaded_at, timeZone)} · {f.uploaded_by.name}
                        </span>
                      </div>
                      {isEditable ? (
                        <Button variant="ghost" onClick={() => setDeleting(f)} aria-label={`Delete ${f.file_name}`}>
                          Delete
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {isEditable ? (
                <HedgingDocumentUpload
                  documentType={req.document_type}
                  documentLabel={req.label}
                  hasFiles={files.length > 0}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {deleting ? (
        <ConfirmDialog
          title="Delete this document?"
          confirmLabel="Delete document"
          busyLabel="Deleting…"
          tone="danger"
          isBusy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                showSnackbar(`${deleting.file_name} deleted.`, 'success');
                setDeleting(null);
              },
            })
          }
        >
          <p>
            <strong className="document-file-name">{deleting.file_name}</strong> will be removed from your application.
            You can upload another file in its place.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
