import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import './field.css';
import './text-area-field.css';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> & {
  label: string;
  /** The current text, for the count; the textarea itself stays uncontrolled (react-hook-form registers it). */
  length: number;
  limit: number;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A textarea with a live count (feedback comments, a rejection's reason). There is deliberately no maxLength: a pasted text is never cut off silently;
 * the count says how far over it is and the form refuses it with a message.
 */
export function TextAreaField({ label, length, limit, error, id, ref, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const countId = `${inputId}-count`;
  const errorId = error ? `${inputId}-error` : undefined;
  const over = length - limit;
  const isOver = over > 0;
  return (
    <div className={['field', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={inputId}
        className="field-input text-area-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, countId].filter(Boolean).join(' ')}
      />
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <p id={countId} className={isOver ? 'field-hint text-area-count is-over' : 'field-hint text-area-count'}>
        {isOver ? `${over} ${over === 1 ? 'character' : 'characters'} too many` : `${length} of ${limit} characters`}
      </p>
    </div>
  );
}
