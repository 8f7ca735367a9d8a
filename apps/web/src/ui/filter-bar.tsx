import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from './button.tsx';
import './filter-bar.css';

type FilterBarProps = {
  /** The form's accessible name ("Statement filters"). */
  label: string;
  /** What the phone's toggle says ("Filters"); the count of filters in force follows it. */
  toggleLabel: string;
  activeCount: number;
  /** What applies at once, shown above the toggle on every screen (the transactions list's kinds). */
  leading?: ReactNode;
  onApply: (e: FormEvent) => void;
  onClear: () => void;
  /** The fields; give a field `is-wide` to span two columns. */
  children: ReactNode;
};

/**
 * A list's filters that wait for "Apply filters" (or Enter), so a half-typed date never hits the API, with "Clear
 * filters" beside it. On a phone the fields fold away behind the toggle, which counts the filters in force.
 */
export function FilterBar({ label, toggleLabel, activeCount, leading, onApply, onClear, children }: FilterBarProps) {
  const bodyId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <form className="panel stack" onSubmit={onApply} noValidate aria-label={label}>
      {leading}
      <button
        type="button"
        className="filter-bar-toggle"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          {toggleLabel}
          {activeCount > 0 ? ` (${activeCount})` : ''}
        </span>
        <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
      </button>
      <div id={bodyId} className={isOpen ? 'filter-bar-body is-open stack' : 'filter-bar-body stack'}>
        <div className="filter-bar-grid">{children}</div>
        <div className="toolbar-actions">
          <Button type="submit">Apply filters</Button>
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
