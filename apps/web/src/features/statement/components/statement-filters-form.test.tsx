import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { EMPTY_FILTERS } from '../hooks/statement-filters.ts';
import { StatementFiltersForm } from './statement-filters-form.tsx';

const account = (id: string, currency: 'SGD' | 'USD', isActive = true) =>
  makeAccount({ _id: id, currency, account_number: `${id}-no`, is_active: isActive });

function renderForm() {
  const onApply = vi.fn();
  render(
    <StatementFiltersForm
      accounts={[account('a1', 'SGD'), account('a2', 'USD', false)]}
      applied={{ ...EMPTY_FILTERS, accountId: 'a1' }}
      today="2026-11-22"
      onApply={onApply}
    />,
  );
  return onApply;
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('[STATEMENT] filter form', () => {
  afterEach(cleanup);

  it('applies the chosen filters only when asked', () => {
    const onApply = renderForm();
    choose('Account', 'a2');
    choose('Ledger', 'DEBIT');
    choose('Type', 'FEE');
    choose('From', '2026-10-01');
    choose('Reporting currency', 'SGD');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({
      accountId: 'a2',
      from: '2026-10-01',
      to: '',
      ledgerType: 'DEBIT',
      type: 'FEE',
      reportingCurrency: 'SGD',
    });
  });

  it('marks a closed account and refuses an inverted date range', () => {
    const onApply = renderForm();
    expect(screen.getByRole('option', { name: 'US Dollar (USD) · a2-no · closed' })).toBeTruthy();
    choose('From', '2026-10-10');
    choose('To', '2026-10-01');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('The start date must be before the end date')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });

  it('clears every filter but keeps the account', () => {
    const onApply = renderForm();
    choose('Ledger', 'CREDIT');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, accountId: 'a1' });
  });
});
