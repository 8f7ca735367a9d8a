import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('Dialog', () => {
  afterEach(cleanup);

  it('is named by its title, starts on the first field and gives focus back when it goes', async () => {
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
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });

  it('closes on Escape unless busy', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog title="T" onClose={onClose}>
        <input aria-label="x" />
      </Dialog>,
    );
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Dialog title="T" onClose={onClose} isBusy>
        <input aria-label="x" />
      </Dialog>,
    );
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a confirmation is an alert dialog that starts on Cancel and shows why the last try failed', () => {
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
    expect(screen.getByRole('alertdialog', { name: 'Close SGD?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert').textContent).toBe('This account still holds money.');
  });
});
