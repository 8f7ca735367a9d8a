import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { NamesList } from './names-list.tsx';

type ApproveDialogProps = {
  names: readonly string[];
  totals: string;
  isBusy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The last question before approved payouts go to the bank: how many, to whom, and what leaves which balance. */
export function ApproveDialog({ names, totals, isBusy, error, onConfirm, onCancel }: ApproveDialogProps) {
  const count = names.length;
  return (
    <ConfirmDialog
      title={count === 1 ? 'Approve this payout?' : `Approve ${count} payouts?`}
      confirmLabel={count === 1 ? 'Approve payout' : `Approve ${count} payouts`}
      busyLabel="Approving…"
      isBusy={isBusy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="stack">
        <p>
          {totals} {count === 1 ? 'goes' : 'go'} to the bank straight away, as held for {count === 1 ? 'it' : 'them'}.
        </p>
        <NamesList names={names} />
      </div>
    </ConfirmDialog>
  );
}
