import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showSnackbar } from './snackbar/snackbar-store.ts';

/** What ConfirmActionDialog needs of the mutation it runs (TanStack Query's useMutation result fits). */
type ConfirmedMutation<TVariables, TResult> = {
  mutate: (variables: TVariables, options: { onSuccess: (result: TResult) => void }) => void;
  isPending: boolean;
  error: unknown;
};

type ConfirmActionDialogProps<TVariables, TResult> = {
  title: string;
  confirmLabel: string;
  /** The confirm button's words while it runs ("Deleting…"). */
  busyLabel: string;
  action: ConfirmedMutation<TVariables, TResult>;
  /** What `action` is run with. */
  variables: TVariables;
  /** Said in a success snackbar once it is done: as given, or from the server's answer. */
  doneMessage: string | ((result: TResult) => string);
  /** How long that snackbar stays, when not the usual time. */
  doneMs?: number;
  onClose: () => void;
  /** What goes and what stays. */
  children: ReactNode;
};

/**
 * Asks before something of the business's goes or stops (a contact or bank account deleted, an account closed, a
 * user deactivated, a passkey removed): a danger ConfirmDialog that stays open while the change runs and says why
 * it failed, and on success closes and says so in a snackbar.
 */
export function ConfirmActionDialog<TVariables, TResult = unknown>({
  title,
  confirmLabel,
  busyLabel,
  action,
  variables,
  doneMessage,
  doneMs,
  onClose,
  children,
}: ConfirmActionDialogProps<TVariables, TResult>) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      tone="danger"
      isBusy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        action.mutate(variables, {
          onSuccess: (result) => {
            showSnackbar(typeof doneMessage === 'function' ? doneMessage(result) : doneMessage, 'success', doneMs);
            onClose();
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
