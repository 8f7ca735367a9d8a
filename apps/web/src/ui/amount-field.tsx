import { decimalsOf, formatMoney, parseAmount } from '@corridor/domain/money';
import { type ReactNode, type Ref, useState } from 'react';
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
 * Until it is edited, a valid amount reads as money reads everywhere else ("1250.5" shows as "1,250.50"); only what is
 * shown changes, not what was typed, so a calculation already made for the typed amount stays current. Focus alone
 * changes nothing, so a field tabbed into keeps its text selected and typing replaces it.
 */
export function AmountField({ label, currency, value, onChange, error, hint, isDisabled, ref }: AmountFieldProps) {
  const [isEditing, setEditing] = useState(false);
  return (
    <div className="amount-field">
      <TextField
        ref={ref}
        label={currency ? `${label} (${currency})` : label}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={currency && decimalsOf(currency) === 0 ? '0' : '0.00'}
        value={isEditing ? value : asShown(value, currency)}
        onChange={(e) => {
          setEditing(true);
          onChange(e.target.value);
        }}
        onBlur={() => setEditing(false)}
        error={error}
        hint={hint}
        disabled={isDisabled}
      />
    </div>
  );
}

/** `text` as money is shown when it is a valid amount in `currency`; otherwise as typed (its message says why). */
function asShown(text: string, currency: string | undefined): string {
  if (!currency) return text;
  const parsed = parseAmount(text, currency, { allowZero: true });
  return parsed.ok ? formatMoney(parsed.minor, currency) : text;
}
