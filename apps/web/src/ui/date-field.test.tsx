import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';

function Controlled({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="From"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const group = () => screen.getByRole('group', { name: 'From' });
const shown = () =>
  within(group())
    .getAllByRole('spinbutton')
    .map((s) => s.textContent)
    .join(' ');

describe('DateField', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows DD MMM YYYY, with our month names, whatever language the browser prefers', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'de-DE', languages: ['de-DE'] });
    render(<Controlled initial="2026-09-30" onChange={() => {}} />);
    expect(shown()).toBe('30 Sep 2026');
    expect(group().textContent).toContain('30 Sep 2026');
  });

  it('shows DD MMM YYYY placeholders while empty', () => {
    render(<Controlled initial="" onChange={() => {}} />);
    expect(shown()).toBe('DD MMM YYYY');
  });

  it('takes letters in the month segment ("s" is Sep, "ju" then "l" is Jul) and reports the ISO day', () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-03-05" onChange={onChange} />);
    const month = within(group()).getAllByRole('spinbutton')[1]!;
    act(() => month.focus());
    fireEvent.keyDown(month, { key: 's' });
    expect(onChange).toHaveBeenLastCalledWith('2026-09-05');
    fireEvent.keyDown(month, { key: 'j' });
    fireEvent.keyDown(month, { key: 'u' });
    fireEvent.keyDown(month, { key: 'l' });
    expect(onChange).toHaveBeenLastCalledWith('2026-07-05');
    expect(shown()).toBe('05 Jul 2026');
  });

  it('steps the day with the arrow keys', () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-03-05" onChange={onChange} />);
    const day = within(group()).getAllByRole('spinbutton')[0]!;
    act(() => day.focus());
    fireEvent.keyDown(day, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06');
  });
});
