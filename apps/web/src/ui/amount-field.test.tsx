import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountField } from './amount-field.tsx';

function Controlled({
  initial,
  currency,
  onChange,
}: {
  initial: string;
  currency?: string;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AmountField
      label="You send"
      currency={currency}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox') as HTMLInputElement;

describe('AmountField', () => {
  afterEach(cleanup);

  it('shows a typed amount as money reads once the field is left; the form keeps the text typed', () => {
    const onChange = vi.fn();
    render(<Controlled initial="" currency="SGD" onChange={onChange} />);
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: '123456789012.5' } });
    expect(input().value).toBe('123456789012.5');
    act(() => input().blur());
    expect(input().value).toBe('123,456,789,012.50');
    // Only what is shown changes: the amount typed is what the form keeps (and sends).
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('123456789012.5');
  });

  it('keeps the shown text on focus (a field tabbed into stays selected), and shows what is typed from then on', () => {
    render(<Controlled initial="2500" currency="SGD" onChange={() => {}} />);
    expect(input().value).toBe('2,500.00');
    act(() => {
      input().focus();
      input().select();
    });
    expect(input().value).toBe('2,500.00');
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, '2,500.00'.length]);
    fireEvent.change(input(), { target: { value: '2,500.001' } });
    expect(input().value).toBe('2,500.001');
  });

  it("uses the currency's decimals (none for JPY)", () => {
    render(<Controlled initial="1250000" currency="JPY" onChange={() => {}} />);
    expect(input().value).toBe('1,250,000');
  });

  it('shows text that is not an amount as typed, so its message can say why', () => {
    render(<Controlled initial="12.345" currency="SGD" onChange={() => {}} />);
    expect(input().value).toBe('12.345');
    cleanup();
    render(<Controlled initial="12abc" currency="EUR" onChange={() => {}} />);
    expect(input().value).toBe('12abc');
  });

  it('shows the text as given while the currency is unknown', () => {
    render(<Controlled initial="1250" onChange={() => {}} />);
    expect(input().value).toBe('1250');
  });
});
