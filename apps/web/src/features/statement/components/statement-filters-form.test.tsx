import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { EMPTY_FILTERS, type StatementFilters } from '../hooks/statement-filters.ts';
import { StatementFiltersForm } from './statement-filters-form.tsx';

const account = (id: string, currency: 'SGD' | 'USD', isActive = true) =>
  makeAccount({ _id: id, currency, account_number: `${id}-no`, is_active: isActive });

function renderForm(applied: Partial<StatementFilters> = {}) {
  const onApply = vi.fn();
  render(
    <StatementFiltersForm
      accounts={[account('a1', 'SGD'), account('a2', 'USD', false)]}
      applied={{ ...EMPTY_FILTERS, accountId: 'a1', ...applied }}
      today="2026-11-22"
      onApply={onApply}
    />,
  );
  return onApply;
}

/** React Aria's select button is named by its value, then its label: "Credit and debit Ledger". */
const selectButton = (label: string) => screen.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

async function choose(label: string, option: string) {
  fireEvent.click(selectButton(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('[STATEMENT] filter form', () => {
  afterEach(cleanup);

  it('applies the account and the reporting currency at once, the other filters only when asked', async () => {
    const onApply = renderForm({ from: '2026-10-01' });
    await choose('Ledger', 'Debit (money out)');
    await choose('Type', 'Fee');
    expect(onApply).not.toHaveBeenCalled();
    await choose('Account', 'US Dollar (USD) · a2-no · closed');
    // Applied at once, with the filters already applied (the ledger and type are still a draft).
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, accountId: 'a2', from: '2026-10-01' });
    const reporting = screen.getByRole('combobox', { name: 'Reporting currency' });
    act(() => reporting.focus());
    fireEvent.change(reporting, { target: { value: 'SG' } });
    fireEvent.click(await screen.findByRole('option', { name: 'SGD' }));
    expect(onApply).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      accountId: 'a1',
      from: '2026-10-01',
      reportingCurrency: 'SGD',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenLastCalledWith({
      accountId: 'a2',
      from: '2026-10-01',
      to: '',
      ledgerType: 'DEBIT',
      type: 'FEE',
      reportingCurrency: 'SGD',
    });
  });

  it('shows the dates as DD MMM YYYY and refuses an inverted range', () => {
    const onApply = renderForm({ from: '2026-10-10', to: '2026-10-01' });
    const to = screen.getByRole('group', { name: 'To' });
    expect(to.textContent).toContain('01 Oct 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('The start date must be before the end date')).toBeTruthy();
    expect(within(to).getAllByRole('spinbutton')[0]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears every filter but keeps the account', async () => {
    const onApply = renderForm();
    await choose('Ledger', 'Credit (money in)');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, accountId: 'a1' });
  });
});
