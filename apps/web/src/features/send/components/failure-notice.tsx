import { type ReactNode, useEffect, useRef } from 'react';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import type { PayoutFailure } from './payout-failure.ts';

const SNACKBAR_ONLY_NOTE = 'This payment cannot go ahead right now.';

/**
 * A stored refusal where the person is: its §8 message (for a snackbar-only category, the snackbar says it, once,
 * and a short line stays so the page does not look stuck), whether the details can be changed, and what to do next.
 */
export function FailureNotice({
  failure,
  lead,
  children,
}: {
  failure: PayoutFailure;
  /** What the refusal meant for the rest (a group's), said before its reason. */
  lead?: string;
  children?: ReactNode;
}) {
  const shown = useRef<PayoutFailure | null>(null);
  useEffect(() => {
    if (failure.isSnackbarOnly && shown.current !== failure) showSnackbar(failure.message, 'error');
    shown.current = failure;
  }, [failure]);
  return (
    <div className="form-alert form-alert-error send-failure" role="alert">
      {lead ? <p>{lead}</p> : null}
      <p className="send-failure-message">{failure.isSnackbarOnly ? SNACKBAR_ONLY_NOTE : failure.message}</p>
      {failure.isInputDisabled ? (
        <p>The amount and recipient cannot be changed for this payment while this lasts.</p>
      ) : null}
      {children ? <div className="toolbar-actions">{children}</div> : null}
    </div>
  );
}
