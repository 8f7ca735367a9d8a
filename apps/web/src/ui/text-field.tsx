import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced and tied to it (aria-invalid + aria-describedby). */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} {...ids}>
      <input {...input} ref={ref} id={ids.controlId} className="field-input" {...ids.aria} />
    </FieldFrame>
  );
}
