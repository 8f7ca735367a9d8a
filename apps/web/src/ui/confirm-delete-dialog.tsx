import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showSnackbar } from './snackbar/snackbar-store.ts';

/** What ConfirmDeleteDialog needs of the delete mutation (TanStack Query's useMutation result fits). */
type DeleteMutation<TId> = {
  mutate: (id: TId, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
};

type ConfirmDeleteDialogProps<TId> = {
  title: string;
  confirmLabel: string;
  remove: DeleteMutation<TId>;
  /** What `remove` is run with. */
  id: TId;
  /** Said in a snackbar once it is gone. */
  deletedMessage: string;
  onClose: () => void;
  /** What goes and what stays. */
  children: ReactNode;
};

/**
 * Asks before something of the business's is deleted (a contact, a bank account): a danger ConfirmDialog that stays
 * open while the deletion runs and says why it failed, and on success closes and says so in a snackbar.
 */
export function ConfirmDeleteDialog<TId>({
  title,
  confirmLabel,
  remove,
  id,
  deletedMessage,
  onClose,
  children,
}: ConfirmDeleteDialogProps<TId>) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busyLabel="Deleting…"
      tone="danger"
      isBusy={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            showSnackbar(deletedMessage, 'success');
            onClose();
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
