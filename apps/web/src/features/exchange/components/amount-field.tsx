import type { ReactNode } from 'react';
import { TextField } from '@/ui/text-field.tsx';

type AmountFieldProps = {
  label: string;
  currency: string | undefined;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
};

/** An amount in one currency, typed as a person writes it ("1,250.50"); the currency is in its label. */
export function AmountField({ label, currency, value, onChange, error, hint, placeholder }: AmountFieldProps) {
  return (
    <div className="exchange-amount">
      <TextField
        label={currency ? `${label} (${currency})` : label}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
      />
    </div>
  );
}
