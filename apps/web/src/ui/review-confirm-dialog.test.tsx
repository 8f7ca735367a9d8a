import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewConfirmDialog } from './review-confirm-dialog.tsx';

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
