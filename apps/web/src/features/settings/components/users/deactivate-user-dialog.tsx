import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDeactivateUser } from '../../api/deactivate-user.ts';

/** Asks before a user is deactivated: they are signed out at once and cannot sign in again. */
export function DeactivateUserDialog({ user, onClose }: { user: TSettingsUser; onClose: () => void }) {
  const deactivate = useDeactivateUser();
  return (
    <ConfirmDialog
      title={`Deactivate ${user.name}?`}
      confirmLabel="Deactivate user"
      busyLabel="Deactivating…"
      tone="danger"
      isBusy={deactivate.isPending}
      error={deactivate.isError ? errorMessage(deactivate.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        deactivate.mutate(user._id, {
          onSuccess: (res) => {
            showSnackbar(res.message, 'success');
            onClose();
          },
        })
      }
    >
      {user.email} is signed out everywhere at once and can no longer sign in. Payouts they made stay as they are.
    </ConfirmDialog>
  );
}
