import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, type TransactionFilters } from '../hooks/transaction-filters.ts';
import { TransactionFiltersForm } from './transaction-filters-form.tsx';

function renderForm(applied: Partial<TransactionFilters> = {}) {
  const onApply = vi.fn();
  render(<TransactionFiltersForm applied={{ ...EMPTY_FILTERS, ...applied }} today="2026-11-22" onApply={onApply} />);
  return onApply;
}

describe('[TRANSACTIONS] filter form', () => {
  afterEach(cleanup);

  it('refuses an inverted range on Apply, naming it and marking the dates; Clear drops the message', () => {
    const onApply = renderForm({ from: '2026-10-10', to: '2026-10-01' });
    const to = screen.getByRole('group', { name: 'To' });
    expect(to.textContent).toContain('01 Oct 2026');
    expect(screen.queryByText('The start date must be before the end date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('The start date must be before the end date')).toBeTruthy();
    expect(within(to).getAllByRole('spinbutton')[0]!.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS);
    expect(screen.queryByText('The start date must be before the end date')).toBeNull();
  });

  it('applies a range that starts before it ends', () => {
    const onApply = renderForm({ from: '2026-10-01', to: '2026-10-10' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, from: '2026-10-01', to: '2026-10-10' });
  });
});
