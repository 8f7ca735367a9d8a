import type { TRfi } from '@corridor/contracts/transactions/rfi';
import { formatDateTime } from '@corridor/domain/dates';
import { RFI_MESSAGES, RFI_RESPONSE_MAX } from '@corridor/domain/transactions/rfi';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { DocumentUploadButton } from '@/ui/document-upload-button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { useRespondRfi, useRfi, useUploadRfiDocument } from '../api/rfi.ts';

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('en-US')} KB`;

/**
 * The request for information on a payout (spec §2 "RFI form"): what compliance asked and which documents, the
 * answer form while it is open (documents checked before upload by the API's rules, then the words), and the answer
 * sent once it is not.
 */
export function RfiPanel({
  paymentId,
  payoutStatus,
  timeZone,
}: {
  paymentId: string;
  payoutStatus: string;
  timeZone?: string;
}) {
  const rfi = useRfi(paymentId, payoutStatus);
  return (
    <section className="stack txn-rfi" aria-labelledby="txn-rfi-title">
      <h2 id="txn-rfi-title" className="payout-subtitle">
        Request for information
      </h2>
      <QueryState query={rfi} loadingLabel="Loading the request" errorTitle="We could not load the request">
        {(r) => <RfiBody rfi={r} timeZone={timeZone} />}
      </QueryState>
    </section>
  );
}

function RfiBody({ rfi, timeZone }: { rfi: TRfi; timeZone?: string }) {
  return (
    <div className="stack">
      <div className="txn-detail-head">
        <span className="muted">Asked {formatDateTime(rfi.requested_at, timeZone)}</span>
        <StatusChip
          label={rfi.state_label}
          tone={rfi.state === 'RFI_REQUESTED' ? 'warn' : rfi.state === 'RFI_REJECTED' ? 'danger' : 'info'}
        />
      </div>
      {rfi.reason ? <p>{rfi.reason}</p> : null}
      <div>
        <p className="muted">Documents asked for:</p>
        <ul>
          {rfi.requested_documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </div>
      {rfi.can_respond ? (
        <RfiForm rfi={rfi} />
      ) : (
        <>
          {rfi.response ? (
            <p>
              <span className="muted">
                Your answer{rfi.responded_at ? ` (${formatDateTime(rfi.responded_at, timeZone)})` : ''}:{' '}
              </span>
              {rfi.response}
            </p>
          ) : null}
          <DocumentList rfi={rfi} />
        </>
      )}
    </div>
  );
}

function DocumentList({ rfi }: { rfi: TRfi }) {
  if (rfi.documents.length === 0) return null;
  return (
    <ul className="txn-rfi-documents" aria-label="Documents sent">
      {rfi.documents.map((d) => (
        <li key={d.document_id}>
          {d.file_name} <span className="muted">· {kb(d.size)}</span>
        </li>
      ))}
    </ul>
  );
}

function RfiForm({ rfi }: { rfi: TRfi }) {
  const upload = useUploadRfiDocument(rfi.payment_id);
  const respond = useRespondRfi();
  const [response, setResponse] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (rfi.documents.length === 0) return setFormError(RFI_MESSAGES.needDocument);
    if (!response.trim()) return setFormError(RFI_MESSAGES.needResponse);
    if (response.length > RFI_RESPONSE_MAX)
      return setFormError(`Please keep your answer under ${RFI_RESPONSE_MAX} characters`);
    respond.mutate(
      { payment_id: rfi.payment_id, response: response.trim() },
      { onError: (error) => setFormError(errorMessage(error)) },
    );
  };
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Answer the request for information">
      <DocumentList rfi={rfi} />
      <DocumentUploadButton
        label={rfi.documents.length > 0 ? 'Add another document' : 'Upload a document'}
        isPending={upload.isPending}
        problem={fileError}
        onProblem={setFileError}
        onFile={(file) =>
          upload.mutate(file, { onError: (error) => setFileError(error.fieldMessage('file') ?? errorMessage(error)) })
        }
      >
        <p className="muted">PDF, PNG or JPEG, up to 10 MB.</p>
      </DocumentUploadButton>
      <TextAreaField
        label="Your answer"
        length={response.length}
        limit={RFI_RESPONSE_MAX}
        value={response}
        onChange={(e) => setResponse(e.target.value)}
        rows={4}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={respond.isPending}>
          {respond.isPending ? 'Sending…' : 'Send answer'}
        </Button>
      </div>
    </form>
  );
}
