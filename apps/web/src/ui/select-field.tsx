import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a currency". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select: keyboard, screen readers and mobile pickers all work without extra code. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} {...ids}>
      <select {...select} ref={ref} id={ids.controlId} className="field-input field-select" {...ids.aria}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
