import type { Ref, SelectHTMLAttributes } from 'react';
import { SelectField } from './select-field.tsx';

export type CurrencyChoice = { value: string; label: string };

type CurrencySelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label?: string;
  currencies: readonly CurrencyChoice[];
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A currency picker; the caller decides which currencies (and which labels, e.g. labelToOpenAccount) to offer. */
export function CurrencySelect({
  label = 'Currency',
  currencies,
  placeholder,
  error,
  ref,
  ...select
}: CurrencySelectProps) {
  return (
    <SelectField {...select} ref={ref} label={label} options={currencies} placeholder={placeholder} error={error} />
  );
}
