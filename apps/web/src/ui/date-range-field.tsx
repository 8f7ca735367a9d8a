import { useId } from 'react';
import { DateField } from './date-field.tsx';
import './field.css';

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

/** Two date fields (From, To) in a fieldset; each bounds the other so an inverted range cannot be picked. */
export function DateRangeField({ legend, value, onChange, max, error }: DateRangeFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={['field date-range', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <legend className="field-label">{legend}</legend>
      <div className="date-range-inputs">
        <DateField
          label="From"
          value={value.from}
          max={value.to || max}
          isInvalid={Boolean(error)}
          describedBy={errorId}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DateField
          label="To"
          value={value.to}
          min={value.from || undefined}
          max={max}
          isInvalid={Boolean(error)}
          describedBy={errorId}
          onChange={(to) => onChange({ ...value, to })}
        />
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
