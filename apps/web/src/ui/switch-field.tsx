import { useId } from 'react';
import './switch-field.css';

type SwitchFieldProps = {
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  isDisabled?: boolean;
  hint?: string;
};

/** An on/off switch on a real checkbox (role="switch"), so Space toggles it and its state is announced. */
export function SwitchField({ label, isChecked, onChange, isDisabled = false, hint }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={isChecked}
        aria-checked={isChecked}
        disabled={isDisabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
