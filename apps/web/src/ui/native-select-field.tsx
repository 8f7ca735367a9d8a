import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

export type NativeSelectOption = { value: string; label: string };

type NativeSelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly NativeSelectOption[];
  /** A first, empty choice such as "Choose a currency". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native <select>, for compact filters on pages whose JavaScript budget has no room for React Aria's
 * Select (the dashboard): the platform control is fully accessible and opens the phone's own picker.
 */
export function NativeSelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: NativeSelectFieldProps) {
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
