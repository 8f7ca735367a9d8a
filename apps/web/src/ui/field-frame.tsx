import { type ReactNode, useId } from 'react';
import './field.css';

/** Ids that tie a control to its label, error and hint. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return {
    controlId,
    errorId,
    hintId,
    /** Spread on the control: the error is announced with it and tied to it. */
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
  };
}

type FieldFrameProps = {
  label: string;
  controlId: string;
  error?: string;
  errorId?: string;
  hint?: ReactNode;
  hintId?: string;
  className?: string;
  children: ReactNode;
};

/** The label above a control, and its error and hint below: one layout for every form field. */
export function FieldFrame({ label, controlId, error, errorId, hint, hintId, className, children }: FieldFrameProps) {
  return (
    <div className={['field', error ? 'has-error' : '', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
