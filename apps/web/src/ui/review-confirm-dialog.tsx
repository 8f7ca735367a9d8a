import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

type ReviewConfirmDialogProps = {
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** What confirming does ("Confirm withdrawal"); the caller says "Try again" after a failure where a retry is safe. */
  confirmLabel: string;
  /** Said on the confirm button while the request runs ("Withdrawing…"). */
  busyLabel: string;
  isBusy: boolean;
  isConfirmDisabled?: boolean;
  /** Why the last confirmation failed, in words the user can act on; shown above the summary. */
  error?: ReactNode;
  children: ReactNode;
};

/**
 * The last look before money moves (withdraw, add money, exchange, forward contract, card withdrawal): a summary, "Back
 * to edit" and one confirm button. Unlike ConfirmDialog (an alert that starts on Cancel, for a change to an account),
 * it is an ordinary dialog the person has chosen to open, starting on its first control. While the request runs neither button nor Escape does anything, so a confirmation
 * is never orphaned; a failure is said here, above what was confirmed. Render it only while open.
 */
export function ReviewConfirmDialog({
  title,
  onCancel,
  onConfirm,
  confirmLabel,
  busyLabel,
  isBusy,
  isConfirmDisabled = false,
  error,
  children,
}: ReviewConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      isBusy={isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Back to edit
          </Button>
          <Button onClick={onConfirm} isLoading={isBusy} loadingLabel={busyLabel} disabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack">
        {error ? <FormAlert>{error}</FormAlert> : null}
        {children}
      </div>
    </Dialog>
  );
}

/** What retryConfirm needs of a mutation (TanStack Query's useMutation result fits). */
type ConfirmMutation<TData, TVariables> = {
  mutate: (variables: TVariables, options: { onSuccess: (data: TData) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * ReviewConfirmDialog's confirm button for a mutation that is safe to repeat (it sends the same Idempotency-Key on
 * every try): busy while it runs, its failure in words, then "Try again" instead of `confirmLabel`.
 * Spread it into the dialog: `<ReviewConfirmDialog {...retryConfirm(withdraw, request, onDone, 'Confirm withdrawal')}`.
 */
export function retryConfirm<TData, TVariables>(
  mutation: ConfirmMutation<TData, TVariables>,
  variables: TVariables,
  onDone: (data: TData) => void,
  confirmLabel: string,
) {
  return {
    onConfirm: () => mutation.mutate(variables, { onSuccess: onDone }),
    confirmLabel: mutation.isError ? 'Try again' : confirmLabel,
    isBusy: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error) : null,
  };
}
