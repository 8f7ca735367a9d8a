import { CSAT_RATING_MAX } from '@corridor/contracts/feedback/csat-rating';
import { type Ref, useId } from 'react';

/** What each point of the scale means, read out with its number so "4" is never just a number. */
const RATING_LABELS: Record<number, string> = {
  1: 'Very poor',
  2: 'Poor',
  3: 'Fair',
  4: 'Good',
  5: 'Excellent',
};
const RATINGS = Array.from({ length: CSAT_RATING_MAX }, (_, i) => i + 1);

type RatingFieldProps = {
  legend: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  /** Lets the form move focus here when the rating is missing. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * Five native radios in one named group: the browser gives Tab into the group and arrow keys between
 * choices, and screen readers announce "4 Good, 4 of 5". The inputs are hidden visually, not from anyone.
 */
export function RatingField({ legend, value, onChange, onBlur, error, ref }: RatingFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={['field rating-field', error ? 'has-error' : ''].filter(Boolean).join(' ')}
      // As GOV.UK does: the error is read with the group's legend when focus enters it.
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="rating-choices">
        {RATINGS.map((rating) => (
          <label key={rating} className="rating-choice">
            <input
              ref={rating === (value ?? 1) ? ref : undefined}
              className="visually-hidden"
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
            />
            <span className="rating-choice-value" aria-hidden="true">
              {'★'.repeat(rating)}
            </span>
            <span className="rating-choice-number">{rating}</span> <span>{RATING_LABELS[rating]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
