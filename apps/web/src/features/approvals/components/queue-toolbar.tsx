import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button.tsx';

type QueueToolbarProps = {
  state: 'all' | 'some' | 'none';
  selectableCount: number;
  selectedCount: number;
  totals: string;
  onSelectAll: (isChecked: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
};

/** Select all (ticked, mixed or clear), what is chosen and what it adds up to, and the two decisions. */
export function QueueToolbar(props: QueueToolbarProps) {
  const { state, selectableCount, selectedCount, totals, onSelectAll, onApprove, onReject } = props;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  const isNone = selectedCount === 0;
  return (
    <div className="queue-toolbar">
      <label className="queue-select-all">
        <input
          ref={box}
          type="checkbox"
          checked={state === 'all'}
          disabled={selectableCount === 0}
          onChange={(e) => onSelectAll(e.target.checked)}
        />
        Select all ({selectableCount})
      </label>
      <p className="queue-selection" aria-live="polite">
        {isNone ? 'No payout selected' : `${selectedCount} selected · ${totals}`}
      </p>
      <div className="toolbar-actions">
        <Button variant="danger" onClick={onReject} disabled={isNone}>
          Reject
        </Button>
        <Button onClick={onApprove} disabled={isNone}>
          Approve
        </Button>
      </div>
    </div>
  );
}
