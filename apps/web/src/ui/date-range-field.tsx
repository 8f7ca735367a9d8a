import { useId, useState } from 'react';
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

/** The one rule a filter's range is checked by before the API is asked (which checks it too). */
export function dateRangeError(range: DateRange): string | undefined {
  return range.from && range.to && range.from > range.to ? 'The start date must be before the end date' : undefined;
}

/**
 * A filter form's range check: not while a date is half-typed, but once the person applies, and from then on as they
 * fix it. `check()` on apply says whether the range may be sent; `reset()` when the filters are cleared or replaced.
 */
export function useDateRangeCheck(range: DateRange) {
  const [isChecked, setChecked] = useState(false);
  return {
    error: isChecked ? dateRangeError(range) : undefined,
    check: () => {
      setChecked(true);
      return dateRangeError(range) === undefined;
    },
    reset: () => setChecked(false),
  };
}

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
