import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api/api-error.ts';
import { ReviewConfirmDialog, retryConfirm } from './review-confirm-dialog.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ReviewConfirmDialog', () => {
  afterEach(cleanup);

  it('shows the summary with Back to edit and the confirm button, each doing its part', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ReviewConfirmDialog
        title="Review your withdrawal"
        onCancel={onCancel}
        onConfirm={onConfirm}
        confirmLabel="Confirm withdrawal"
        busyLabel="Withdrawing…"
        isBusy={false}
      >
        <p>SGD 1,250.00 to your SGD account</p>
      </ReviewConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Review your withdrawal' }).textContent).toContain('SGD 1,250.00');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('Confirm withdrawal'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Back to edit'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy nothing closes it or confirms again; a failure is said above the summary', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ReviewConfirmDialog
        title="T"
        onCancel={onCancel}
        onConfirm={onConfirm}
        confirmLabel="Confirm"
        busyLabel="Withdrawing…"
        isBusy
      >
        <p>summary</p>
      </ReviewConfirmDialog>,
    );
    expect(button('Back to edit').disabled).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /Withdrawing…/ }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(
      <ReviewConfirmDialog
        title="T"
        onCancel={onCancel}
        onConfirm={onConfirm}
        confirmLabel="Try again"
        busyLabel="Withdrawing…"
        isBusy={false}
        isConfirmDisabled
        error="The amount is more than the available balance."
      >
        <p>summary</p>
      </ReviewConfirmDialog>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The amount is more than the available balance.');
    expect(button('Try again').disabled).toBe(true);
  });
});

describe('retryConfirm', () => {
  const mutation = (state: Partial<{ isPending: boolean; isError: boolean; error: unknown }> = {}) => ({
    mutate: vi.fn(),
    isPending: false,
    isError: false,
    error: null,
    ...state,
  });

  it('confirms by running the mutation with the request, telling onDone what it made', () => {
    const m = mutation();
    const onDone = vi.fn();
    const props = retryConfirm(m, { amount: '10' }, onDone, 'Confirm withdrawal');
    expect(props).toMatchObject({ confirmLabel: 'Confirm withdrawal', isBusy: false, error: null });
    props.onConfirm();
    expect(m.mutate).toHaveBeenCalledWith({ amount: '10' }, { onSuccess: onDone });
  });

  it('is busy while the mutation runs', () => {
    expect(retryConfirm(mutation({ isPending: true }), 1, vi.fn(), 'Confirm').isBusy).toBe(true);
  });

  it('after a failure says why, in the API’s words or the generic ones, and offers to try again', () => {
    const refused = new ApiError({ code: 'INSUFFICIENT_FUNDS', status: 422, message: 'Not enough money.' });
    expect(retryConfirm(mutation({ isError: true, error: refused }), 1, vi.fn(), 'Confirm')).toMatchObject({
      confirmLabel: 'Try again',
      error: 'Not enough money.',
    });
    expect(retryConfirm(mutation({ isError: true, error: new Error('boom') }), 1, vi.fn(), 'Confirm').error).toBe(
      GENERIC_ERROR_MESSAGE,
    );
  });
});
