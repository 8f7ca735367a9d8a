import { type FormEvent, useState } from 'react';

type ReviewOnSubmitOptions<T> = {
  /** Whether what is typed may be reviewed now: no problem left, and what the review shows is at hand. */
  isReady: boolean;
  /** Told what the confirmation made, once it succeeded and the review has closed. */
  onDone: (result: T) => void;
};

/**
 * A money form's side of its review (ReviewConfirmDialog): problems are shown only once the person has tried to go on
 * (`isSubmitted`), a submit with none opens the review, "Back to edit" closes it, and a confirmation that succeeded
 * closes it and starts the form afresh. Render the review while `isReviewing`; each opening is one confirmation.
 */
export function useReviewOnSubmit<T>({ isReady, onDone }: ReviewOnSubmitOptions<T>) {
  const [isSubmitted, setSubmitted] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  return {
    isSubmitted,
    isReviewing,
    /** The form's onSubmit. */
    submit: (e: FormEvent) => {
      e.preventDefault();
      setSubmitted(true);
      if (isReady) setReviewing(true);
    },
    /** The review's "Back to edit". */
    close: () => setReviewing(false),
    /** The review's success. */
    done: (result: T) => {
      setReviewing(false);
      setSubmitted(false);
      onDone(result);
    },
  };
}
