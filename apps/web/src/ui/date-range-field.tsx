import { useId } from 'react';

export type DateRange = { from: string; to: string };

type DateRangeFieldProps = {
  legend: string;
  /** ISO dates (YYYY-MM-DD), empty for "no limit". */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Latest selectable date, normally today. */
  max?: string;
  error?: string;
};

/** Two native date inputs in a fieldset; each bounds the other so an inverted range cannot be picked. */
export function DateRangeField({ legend, value, onChange, max, error }: DateRangeFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={['field date-range', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <legend className="field-label">{legend}</legend>
      <div className="date-range-inputs">
        <label className="date-range-part">
          <span className="field-hint">From</span>
          <input
            type="date"
            className="field-input"
            value={value.from}
            max={value.to || max}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </label>
        <label className="date-range-part">
          <span className="field-hint">To</span>
          <input
            type="date"
            className="field-input"
            value={value.to}
            min={value.from || undefined}
            max={max}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </label>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
