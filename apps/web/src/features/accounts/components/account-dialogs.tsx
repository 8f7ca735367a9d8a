import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { AccountAction } from './account-actions.ts';
import { AccountShareDialog } from './account-share-dialog.tsx';
import { AutoBookFxDialog } from './auto-bookfx-dialog.tsx';
import { CloseAccountDialog } from './close-account-dialog.tsx';
import { ConfirmUpdateDialog } from './confirm-update-dialog.tsx';
import { CreateVfaDialog } from './create-vfa-dialog.tsx';
import { EditLabelDialog } from './edit-label-dialog.tsx';
import { SimulatePaymentDialog } from './simulate-payment-dialog.tsx';

export type OpenDialog = { action: AccountAction; account: TCurrencyAccount } | null;

/** The one dialog open for an account action, if any. */
export function AccountDialogs({ dialog, onClose }: { dialog: OpenDialog; onClose: () => void }) {
  if (!dialog) return null;
  const { action, account } = dialog;
  const props = { account, onClose };
  switch (action) {
    case 'share':
      return <AccountShareDialog {...props} />;
    case 'createVfa':
      return <CreateVfaDialog {...props} />;
    case 'editLabel':
      return <EditLabelDialog {...props} />;
    case 'hide':
    case 'unhide':
    case 'setDefault':
      return <ConfirmUpdateDialog {...props} change={action} />;
    case 'autoBookFx':
      return <AutoBookFxDialog {...props} />;
    case 'simulatePayment':
      return <SimulatePaymentDialog {...props} />;
    case 'close':
      return <CloseAccountDialog {...props} />;
  }
}
