import { DOCUMENT_ACCEPT } from '@corridor/domain/documents';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { fileProblem } from '@/lib/upload-check.ts';
import './document-upload.css';
import './spinner.css';

type DocumentUploadButtonProps = {
  /** What the button says while nothing is uploading ("Upload a document", "Add another document"). */
  label: string;
  /** Read only by screen readers after the label, to tell several such buttons apart (" for FX hedging application"). */
  srSuffix?: string;
  isPending: boolean;
  isDisabled?: boolean;
  /** A file that passed the checks: upload it. */
  onFile: (file: File) => void;
  /** Called with null when a file is chosen, then with the reason if the checks refuse it. */
  onProblem: (problem: string | null, file: File) => void;
  /** The problem to show under the button (its own or the API's); or give `errorId` and show it yourself. */
  problem?: string | null;
  /** The id of a problem shown elsewhere, for the input's description, when there is one. */
  errorId?: string;
  /** Shown between the button and the problem (what files are taken). */
  children?: ReactNode;
};

/**
 * One file picker for every document a business uploads (FX hedging, a payment's documents, an RFI's answer): a
 * visually hidden file input worn by its label as a button. The file is checked first with the API's own rules and
 * words (empty, over 10 MB, not a PDF, PNG or JPEG by its first bytes); only a file that passes is handed on.
 */
export function DocumentUploadButton({
  label,
  srSuffix,
  isPending,
  isDisabled = false,
  onFile,
  onProblem,
  problem,
  errorId,
  children,
}: DocumentUploadButtonProps) {
  const id = useId();
  const ownErrorId = problem ? `${id}-error` : undefined;
  const describedBy = errorId ?? ownErrorId;
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it) fires a change again.
    input.value = '';
    if (!file) return;
    onProblem(null, file);
    const refused = await fileProblem(file);
    if (refused) onProblem(refused, file);
    else onFile(file);
  };
  return (
    <div className="document-upload">
      <input
        id={id}
        type="file"
        className="document-upload-input visually-hidden"
        accept={DOCUMENT_ACCEPT}
        onChange={(e) => void choose(e)}
        disabled={isDisabled || isPending}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
      />
      <label htmlFor={id} className="btn btn-secondary document-upload-label" aria-busy={isPending || undefined}>
        {isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {isPending ? 'Uploading…' : label}
        {srSuffix ? <span className="visually-hidden">{srSuffix}</span> : null}
      </label>
      {children}
      {problem ? (
        <p className="field-error" id={ownErrorId} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
