import { decimalsOf } from '@corridor/domain/money';
import type { ReactNode, Ref } from 'react';
import { TextField } from './text-field.tsx';
import './amount-field.css';

type AmountFieldProps = {
  label: string;
  currency: string | undefined;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: ReactNode;
  isDisabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount in one currency, typed as a person writes it ("1,250.50") and sent as typed; the currency is in its label
 * and the placeholder shows its decimals ("0" for JPY). Large, tabular figures, so 12 digits read at a glance.
 */
export function AmountField({ label, currency, value, onChange, error, hint, isDisabled, ref }: AmountFieldProps) {
  return (
    <div className="amount-field">
      <TextField
        ref={ref}
        label={currency ? `${label} (${currency})` : label}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={currency && decimalsOf(currency) === 0 ? '0' : '0.00'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        disabled={isDisabled}
      />
    </div>
  );
}
