import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeField } from './date-range-field.tsx';
import { useFilterDraft } from './use-filter-draft.ts';

type Filters = { from: string; to: string; search: string };
const EMPTY: Filters = { from: '', to: '', search: '' };

function FiltersForm({ applied, onApply }: { applied: Filters; onApply: (f: Filters) => void }) {
  const filters = useFilterDraft(applied, onApply);
  return (
    <form aria-label="Filters" onSubmit={filters.apply}>
      <input
        aria-label="Search"
        value={filters.draft.search}
        onChange={(e) => filters.set({ search: e.target.value })}
      />
      <DateRangeField legend="Date range" max="2026-11-22" {...filters.dateRange} />
      <button type="submit">Apply filters</button>
      <button type="button" onClick={() => filters.clear({ ...EMPTY, search: 'kept' })}>
        Clear filters
      </button>
    </form>
  );
}

const INVERTED = 'The start date must be before the end date';
const renderForm = (applied: Partial<Filters> = {}) => {
  const onApply = vi.fn();
  render(<FiltersForm applied={{ ...EMPTY, ...applied }} onApply={onApply} />);
  return onApply;
};

describe('useFilterDraft', () => {
  afterEach(cleanup);

  it('keeps what is typed until Apply, then applies the whole draft', () => {
    const onApply = renderForm({ from: '2026-10-01', to: '2026-10-10' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'FW123' } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-10', search: 'FW123' });
  });

  it('shows the draft’s dates in the range field and refuses an inverted range only once applied', () => {
    const onApply = renderForm({ from: '2026-10-10', to: '2026-10-01' });
    expect(screen.getByRole('group', { name: 'To' }).textContent).toContain('01 Oct 2026');
    expect(screen.queryByText(INVERTED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(INVERTED)).toBeTruthy();
  });

  it('Clear applies what the cleared filters keep and drops the range message', () => {
    const onApply = renderForm({ from: '2026-10-10', to: '2026-10-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY, search: 'kept' });
    expect(screen.queryByText(INVERTED)).toBeNull();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('kept');
  });
});
