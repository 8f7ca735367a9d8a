import { useId } from 'react';
import './checkbox-field.css';

type CheckboxFieldProps = {
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  isDisabled?: boolean;
  /** One line under the label saying what ticking it means. */
  hint?: string;
};

/** A native checkbox with its label and hint tied to it: Space toggles it, its state and hint are announced. */
export function CheckboxField({ label, isChecked, onChange, isDisabled = false, hint }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        className="checkbox-input"
        checked={isChecked}
        disabled={isDisabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="checkbox-label">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="checkbox-hint muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
