import { pathOf } from '@corridor/contracts/endpoint';
import type { TPayoutDocument } from '@corridor/contracts/payouts/payout-common';
import { payoutDocumentEndpoint } from '@corridor/contracts/payouts/payout-documents';
import { formatFileSize } from '@corridor/domain/documents';
import type { ReactNode } from 'react';
import { apiDownload } from '@/lib/api/api-client.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { saveFile } from './save-file.ts';
import { showSnackbar } from './snackbar/snackbar-store.ts';
import './payout.css';

const KIND: Readonly<Record<TPayoutDocument['media_type'], string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** "PDF · 120 KB": what a document is, as a person reads it. */
export function documentFacts(d: TPayoutDocument): string {
  return `${KIND[d.media_type]} · ${formatFileSize(d.size)}`;
}

/** Fetches a payout's supporting document and hands it to the browser under its name. */
export async function downloadPayoutDocument(d: TPayoutDocument): Promise<void> {
  try {
    const file = await apiDownload(pathOf(payoutDocumentEndpoint, { id: d.document_id }), { accept: d.media_type });
    saveFile(file.blob, file.filename ?? d.file_name);
  } catch (error) {
    showSnackbar(errorMessage(error), 'error');
  }
}

/**
 * A payout's supporting documents: each name downloads it; `action` adds a control per document (remove, while the
 * payout is being made).
 */
export function PayoutDocumentList({
  documents,
  action,
}: {
  documents: readonly TPayoutDocument[];
  action?: (d: TPayoutDocument) => ReactNode;
}) {
  return (
    <ul className="payout-documents">
      {documents.map((d) => (
        <li key={d.document_id} className="payout-document">
          <button
            type="button"
            className="btn btn-link payout-document-name"
            onClick={() => void downloadPayoutDocument(d)}
          >
            {d.file_name}
            <span className="visually-hidden"> (download)</span>
          </button>
          <span className="muted payout-document-facts">{documentFacts(d)}</span>
          {action?.(d)}
        </li>
      ))}
    </ul>
  );
}
