import { type FormEvent, useState } from 'react';
import { type DateRange, useDateRangeCheck } from './date-range-field.tsx';

/**
 * The draft of a filter form (FilterBar) with a date range: what is typed waits for "Apply filters", which checks the
 * range first (useDateRangeCheck), so a half-typed or inverted range never hits the API. The form decides how new
 * applied filters replace the draft (`setDraft`, `resetRange`), as its immediate fields differ.
 */
export function useFilterDraft<F extends DateRange>(applied: F, onApply: (filters: F) => void) {
  const [draft, setDraft] = useState(applied);
  const range = useDateRangeCheck(draft);
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  return {
    draft,
    setDraft,
    set,
    resetRange: range.reset,
    /** FilterBar's onApply. */
    apply: (e: FormEvent) => {
      e.preventDefault();
      if (range.check()) onApply(draft);
    },
    /** FilterBar's onClear, with what the cleared filters keep. */
    clear: (cleared: F) => {
      setDraft(cleared);
      range.reset();
      onApply(cleared);
    },
    /** Spread into DateRangeField. */
    dateRange: {
      value: { from: draft.from, to: draft.to },
      error: range.error,
      onChange: (value: DateRange) => set(value as Partial<F>),
    },
  };
}
