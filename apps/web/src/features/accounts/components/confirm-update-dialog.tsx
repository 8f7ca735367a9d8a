import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TUpdateAccountRequest } from '@corridor/contracts/accounts/update-account';
import { accountName } from '@/lib/account-label.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useUpdateAccount } from '../api/update-account.ts';

export type ToggleChange = 'hide' | 'unhide' | 'setDefault';

const COPY: Record<ToggleChange, { title: string; body: string; confirm: string; done: string }> = {
  hide: {
    title: 'Hide {name}?',
    body: 'A hidden account keeps its money and details. It is left out of this list until you turn on "Show hidden accounts".',
    confirm: 'Hide account',
    done: '{name} is hidden',
  },
  unhide: {
    title: 'Show {name}?',
    body: 'The account appears in your lists again.',
    confirm: 'Show account',
    done: '{name} is shown again',
  },
  setDefault: {
    title: 'Make {name} your default account?',
    body: 'Only one account can be the default, so your current default account stops being the default. It stays open.',
    confirm: 'Make default',
    done: '{name} is now your default account',
  },
};

const BODIES: Record<ToggleChange, Omit<TUpdateAccountRequest, 'accountId'>> = {
  hide: { hidden: true },
  unhide: { hidden: false },
  setDefault: { is_default_account: true },
};

/** Hide, show or make default: one-field changes, each confirmed before it is sent. */
export function ConfirmUpdateDialog({
  account,
  change,
  onClose,
}: {
  account: TCurrencyAccount;
  change: ToggleChange;
  onClose: () => void;
}) {
  const update = useUpdateAccount();
  const name = accountName(account);
  const copy = COPY[change];
  const fill = (text: string) => text.replace('{name}', name);
  return (
    <ConfirmDialog
      title={fill(copy.title)}
      confirmLabel={copy.confirm}
      busyLabel="Saving…"
      isBusy={update.isPending}
      error={update.error ? errorMessage(update.error) : null}
      onCancel={onClose}
      onConfirm={() =>
        update.mutate(
          { accountId: account._id, ...BODIES[change] },
          {
            onSuccess: () => {
              showSnackbar(fill(copy.done), 'success');
              onClose();
            },
          },
        )
      }
    >
      <p>{copy.body}</p>
    </ConfirmDialog>
  );
}
