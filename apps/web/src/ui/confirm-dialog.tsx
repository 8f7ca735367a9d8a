import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Read on the confirm button while the change is being saved, e.g. "Closing account…". */
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  isBusy?: boolean;
  /** Why the last attempt failed, shown in the dialog so the person can decide what to do next. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before anything that changes accounts: an alert dialog that starts on Cancel and stays open until the
 * change succeeds or is cancelled.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  isBusy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      size="small"
      role="alertdialog"
      onClose={onCancel}
      isBusy={isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} isLoading={isBusy} loadingLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div>{children}</div>
      </div>
    </Dialog>
  );
}
