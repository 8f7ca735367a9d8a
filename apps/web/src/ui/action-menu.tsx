import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';

export type ActionItem = { label: string; onSelect: () => void; tone?: 'danger' };

type ActionMenuProps = {
  /** Visible text of the toggle, e.g. "More". */
  label: string;
  /** Accessible name when the visible text is not enough: "More actions for the SGD account". */
  accessibleLabel?: string;
  items: readonly ActionItem[];
};

/**
 * A disclosure list of actions: the toggle says whether it is open, the first action takes focus, Escape or a
 * click outside closes it and focus goes back to the toggle.
 */
export function ActionMenu({ label, accessibleLabel, items }: ActionMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (isOpen) rootRef.current?.querySelector<HTMLButtonElement>('.action-menu-item')?.focus();
  }, [isOpen]);
  useDismiss(isOpen, rootRef, toggleRef, close);

  return (
    <div className="action-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-secondary"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={accessibleLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDownIcon />
      </button>
      {isOpen ? (
        <ul className="action-menu-list" id={listId}>
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className={item.tone === 'danger' ? 'action-menu-item is-danger' : 'action-menu-item'}
                onClick={() => {
                  setOpen(false);
                  // The toggle holds focus while a dialog opens, so closing the dialog returns here.
                  toggleRef.current?.focus();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
