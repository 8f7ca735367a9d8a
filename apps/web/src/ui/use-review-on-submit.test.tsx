import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReviewOnSubmit } from './use-review-on-submit.ts';

/** A money form in miniature: one required amount, a review that can be left or confirmed. */
function AmountForm({ onDone }: { onDone: (amount: string) => void }) {
  const [amount, setAmount] = useState('');
  const review = useReviewOnSubmit({ isReady: amount !== '', onDone });
  return (
    <>
      <form aria-label="Amount form" onSubmit={review.submit}>
        <input aria-label="Amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
        {review.isSubmitted && amount === '' ? <p role="alert">Please enter an amount</p> : null}
        <button type="submit">Review</button>
      </form>
      {review.isReviewing ? (
        <div role="dialog" aria-label="Review">
          <button type="button" onClick={review.close}>
            Back to edit
          </button>
          <button type="button" onClick={() => review.done(amount)}>
            Confirm
          </button>
        </div>
      ) : null}
    </>
  );
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Amount form' }));

describe('useReviewOnSubmit', () => {
  afterEach(cleanup);

  it('shows no problem before the first try, then shows it and opens no review while one is left', () => {
    render(<AmountForm onDone={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter an amount');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the review once nothing is wrong; Back to edit closes it and keeps the problems shown', () => {
    render(<AmountForm onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    submit();
    expect(screen.getByRole('dialog', { name: 'Review' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter an amount');
  });

  it('a confirmation that succeeded closes the review, tells the form and starts it afresh', () => {
    const onDone = vi.fn();
    render(<AmountForm onDone={onDone} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    submit();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onDone).toHaveBeenCalledWith('10');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the submit does not reload the page', () => {
    render(<AmountForm onDone={vi.fn()} />);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Amount form' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
