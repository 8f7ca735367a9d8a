import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { ConfirmActionDialog } from '@/ui/confirm-action-dialog.tsx';
import { useDeactivateUser } from '../../api/deactivate-user.ts';

/** Asks before a user is deactivated: they are signed out at once and cannot sign in again. */
export function DeactivateUserDialog({ user, onClose }: { user: TSettingsUser; onClose: () => void }) {
  const deactivate = useDeactivateUser();
  return (
    <ConfirmActionDialog
      title={`Deactivate ${user.name}?`}
      confirmLabel="Deactivate user"
      busyLabel="Deactivating…"
      action={deactivate}
      variables={user._id}
      doneMessage={(res) => res.message}
      onClose={onClose}
    >
      {user.email} is signed out everywhere at once and can no longer sign in. Payouts they made stay as they are.
    </ConfirmActionDialog>
  );
}
