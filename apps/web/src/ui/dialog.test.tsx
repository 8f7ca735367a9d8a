import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  afterEach(cleanup);

  it('is named by its title, starts on the first field and gives focus back when it goes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Dialog title="Label for the SGD account" onClose={() => {}}>
        <input aria-label="Label" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Label for the SGD account' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Label'));
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes on Escape unless busy', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog title="T" onClose={onClose}>
        x
      </Dialog>,
    );
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Dialog title="T" onClose={onClose} isBusy>
        x
      </Dialog>,
    );
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a confirmation starts on Cancel and shows why the last try failed', () => {
    render(
      <ConfirmDialog
        title="Close SGD?"
        confirmLabel="Close account"
        error="This account still holds money."
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        Sure?
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert').textContent).toBe('This account still holds money.');
  });
});
