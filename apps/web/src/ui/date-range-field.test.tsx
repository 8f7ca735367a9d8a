import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeField, dateRangeError, useDateRangeCheck } from './date-range-field.tsx';

/** A filter form's range as the statement and transactions forms hold it: checked on Apply, unchecked on Clear. */
function RangeForm({ from, to }: { from: string; to: string }) {
  const range = useDateRangeCheck({ from, to });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        range.check();
      }}
    >
      <DateRangeField
        legend="Date range"
        value={{ from, to }}
        max="2026-11-22"
        error={range.error}
        onChange={() => {}}
      />
      <button type="submit">Apply</button>
      <button type="button" onClick={range.reset}>
        Clear
      </button>
    </form>
  );
}

const invalidFlags = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((s) => s.getAttribute('aria-invalid'));

describe('DateRangeField', () => {
  afterEach(cleanup);

  it('refuses a range that ends before it starts; an open end or the same day passes', () => {
    expect(dateRangeError({ from: '2026-09-01', to: '2026-08-01' })).toBe('The start date must be before the end date');
    expect(dateRangeError({ from: '2026-08-01', to: '2026-08-01' })).toBeUndefined();
    expect(dateRangeError({ from: '', to: '2026-08-01' })).toBeUndefined();
    expect(dateRangeError({ from: '2026-08-01', to: '' })).toBeUndefined();
  });

  it('says nothing until the range is applied, then names the error and marks both dates; clearing hides it', () => {
    render(<RangeForm from="2026-10-10" to="2026-10-01" />);
    expect(screen.queryByText('The start date must be before the end date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const error = screen.getByText('The start date must be before the end date');
    expect(invalidFlags('From')).toContain('true');
    expect(invalidFlags('To')).toContain('true');
    // The message is what a screen reader reads with the dates.
    const described = [...document.querySelectorAll('[aria-describedby]')].filter((el) =>
      el.getAttribute('aria-describedby')!.split(' ').includes(error.id),
    );
    expect(error.id).not.toBe('');
    expect(described.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('The start date must be before the end date')).toBeNull();
  });
});
