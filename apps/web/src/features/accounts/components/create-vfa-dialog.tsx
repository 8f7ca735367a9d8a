import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { canVfaReceive } from '@corridor/domain/vfa-status';
import { accountName } from '@/lib/account-label.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useSessionUser } from '@/lib/session/session-store.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useCreateVfa } from '../api/create-vfa.ts';

/** Ask the partner bank for receiving details; it may answer at once (Active) or later (In progress). */
export function CreateVfaDialog({ account, onClose }: { account: TCurrencyAccount; onClose: () => void }) {
  const create = useCreateVfa();
  const clientId = useSessionUser()?.clientId ?? '';
  const name = accountName(account);
  return (
    <ConfirmDialog
      title={`Get receiving details for ${name}?`}
      confirmLabel="Get details"
      busyLabel="Requesting…"
      isBusy={create.isPending}
      error={create.error ? errorMessage(create.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        create.mutate(
          { accountId: account._id, clientId },
          {
            onSuccess: ({ vfa }) => {
              const ready = canVfaReceive(vfa.status);
              showSnackbar(
                ready
                  ? `Your ${account.currency} receiving details are ready to share`
                  : `We have asked our bank for your ${account.currency} receiving details (${vfa.statusLabel})`,
                ready ? 'success' : 'info',
              );
              onClose();
            },
          },
        )
      }
    >
      <p>
        We will ask our partner bank for an account in your business's name, so payers can send {account.currency} to
        you. Only accounts with receiving status Active can receive money.
      </p>
    </ConfirmDialog>
  );
}
