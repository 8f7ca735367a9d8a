import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RevalidateRow, useRowFixes } from '../hooks/use-row-fixes.ts';
import type { FailedRow } from './batch-model.ts';
import { ErrorGrid, type GridColumn } from './error-grid.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const COLUMNS: GridColumn[] = [
  { key: 'beneficiary_name', label: 'Beneficiary name' },
  { key: 'beneficiary_account_number', label: 'Account number' },
  { key: 'destination_amount', label: 'Amount' },
  { key: 'beneficiary_email', label: 'Email' },
];
const ROWS: FailedRow[] = [
  {
    rowNumber: 3,
    values: {
      beneficiary_name: 'Rheinland Industriebedarf',
      beneficiary_account_number: 'DE00',
      destination_amount: '10',
    },
    errors: { beneficiary_account_number: 'Account Number is required' },
  },
  {
    rowNumber: 7,
    values: { beneficiary_name: '', beneficiary_account_number: 'DE89370400440532013000', destination_amount: 'abc' },
    errors: { beneficiary_name: 'Name cannot be empty', destination_amount: 'We cannot process this amount.' },
  },
];
const FAILING = new Set(['beneficiary_name', 'beneficiary_account_number', 'destination_amount']);

function Grid({ rows = ROWS, onEdit = vi.fn() }: { rows?: FailedRow[]; onEdit?: () => void }) {
  return <ErrorGrid columns={COLUMNS} failingKeys={FAILING} rows={rows} checking={new Set()} onEdit={onEdit} />;
}

describe('[BULK] the grid of failing rows', () => {
  it('shows only the failing rows and columns, each error beside its cell and read with it', () => {
    render(<Grid />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    const account = screen.getByRole<HTMLInputElement>('textbox', { name: 'Account number, row 3' });
    expect(account.value).toBe('DE00');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(account.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Account Number is required');
    const name = screen.getByRole('textbox', { name: 'Beneficiary name, row 3' });
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    const row7 = screen.getByRole('row', { name: /^7/ });
    expect(within(row7).getByText('2 errors')).toBeTruthy();
    expect(screen.getByText('2 rows still have errors.')).toBeTruthy();
  });

  it('shows every column on request', () => {
    render(<Grid />);
    fireEvent.click(screen.getByRole('button', { name: 'Show every column' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email, row 7' }).value).toBe('');
    const toggle = screen.getByRole('button', { name: 'Show only failing columns' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the purposes a row may name, for its destination currency, in the purpose box', () => {
    const purpose: FailedRow = {
      rowNumber: 4,
      values: { beneficiary_name: 'Mumbai Textiles', destination_currency: 'INR', purpose_code: 'GOODS' },
      errors: { purpose_code: 'Please choose a purpose from the list.' },
    };
    render(
      <ErrorGrid
        columns={[...COLUMNS, { key: 'purpose_code', label: 'Purpose' }]}
        failingKeys={new Set(['purpose_code'])}
        rows={[purpose]}
        checking={new Set()}
        onEdit={vi.fn()}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Purpose, row 4' });
    const choices = document.getElementById(box.getAttribute('list') ?? '');
    const values = [...(choices?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('value'));
    expect(values).toContain('IR01801');
    expect(values.every((v) => v?.startsWith('IR0'))).toBe(true);
  });

  it('hands each edit up with its row and column', () => {
    const onEdit = vi.fn();
    render(<Grid onEdit={onEdit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount, row 7' }), { target: { value: '1250.00' } });
    expect(onEdit).toHaveBeenCalledWith(7, 'destination_amount', '1250.00');
  });

  it('shows a long file a page at a time', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...ROWS[0]!, rowNumber: i + 2 }));
    render(
      <ErrorGrid
        columns={COLUMNS}
        failingKeys={FAILING}
        rows={many}
        checking={new Set()}
        onEdit={vi.fn()}
        pageSize={25}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(26);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more rows (5 not shown)' }));
    expect(screen.getAllByRole('row')).toHaveLength(31);
  });
});

function Fixing({ revalidate }: { revalidate: RevalidateRow }) {
  const fixes = useRowFixes(ROWS, revalidate);
  return <ErrorGrid columns={COLUMNS} failingKeys={FAILING} {...fixes} onEdit={fixes.edit} />;
}

describe('[BULK] fixing rows in the grid', () => {
  it('checks a row again once typing pauses, once, and shows it fixed', async () => {
    vi.useFakeTimers();
    const revalidate = vi.fn<RevalidateRow>(async () => ({}));
    render(<Fixing revalidate={revalidate} />);
    const box = screen.getByRole('textbox', { name: 'Account number, row 3' });
    fireEvent.change(box, { target: { value: 'DE8937' } });
    fireEvent.change(box, { target: { value: 'DE89370400440532013000' } });
    expect(screen.getByRole('row', { name: /^3/ }).textContent).toContain('Checking…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ beneficiary_account_number: 'DE89370400440532013000' }),
    );
    expect(within(screen.getByRole('row', { name: /^3/ })).getByText('Fixed')).toBeTruthy();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('1 row still has errors.')).toBeTruthy();
  });

  it('throws away an answer for values changed since, so a fixed cell never gets its old error back', async () => {
    vi.useFakeTimers();
    const answers: Array<(errors: Record<string, string>) => void> = [];
    const revalidate: RevalidateRow = () => new Promise((resolve) => answers.push(resolve));
    const { result } = renderHook(() => useRowFixes(ROWS, revalidate));
    act(() => result.current.edit(7, 'destination_amount', 'x'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    act(() => result.current.edit(7, 'destination_amount', '12.00'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await act(async () => answers[1]?.({ beneficiary_name: 'Name cannot be empty' }));
    await act(async () => answers[0]?.({ destination_amount: 'We cannot process this amount.' }));
    const row = result.current.rows.find((r) => r.rowNumber === 7)!;
    expect(row.values.destination_amount).toBe('12.00');
    expect(row.errors).toEqual({ beneficiary_name: 'Name cannot be empty' });
    expect(result.current.checking.has(7)).toBe(false);
  });

  it('keeps the errors and says so when a check fails', async () => {
    vi.useFakeTimers();
    const revalidate: RevalidateRow = async () => {
      throw new Error('Something went wrong! Please try again.');
    };
    const { result } = renderHook(() => {
      const [rows] = useState(ROWS);
      return useRowFixes(rows, revalidate);
    });
    act(() => result.current.edit(3, 'beneficiary_account_number', 'DE89'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current.checkError).toBe('Something went wrong! Please try again.');
    expect(result.current.rows[0]?.errors).toEqual(ROWS[0]?.errors);
    expect(result.current.checking.size).toBe(0);
  });
});
