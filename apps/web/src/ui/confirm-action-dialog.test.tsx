import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { SnackbarHost } from './snackbar/snackbar-host.tsx';
import { clearSnackbars } from './snackbar/snackbar-store.ts';

type Mutate = (id: string, options: { onSuccess: (result: { message: string }) => void }) => void;
type Remove = { mutate: Mutate; isPending: boolean; error: unknown };

function renderDialog(
  remove: Remove,
  onClose = vi.fn(),
  doneMessage: string | ((result: { message: string }) => string) = 'Ada was deleted from your contacts',
) {
  render(
    <>
      <SnackbarHost />
      <ConfirmActionDialog
        title="Delete this contact?"
        confirmLabel="Delete contact"
        busyLabel="Deleting…"
        action={remove}
        variables="c-1"
        doneMessage={doneMessage}
        onClose={onClose}
      >
        <p>Ada will no longer be offered.</p>
      </ConfirmActionDialog>
    </>,
  );
  return onClose;
}

describe('ConfirmActionDialog', () => {
  afterEach(() => {
    cleanup();
    clearSnackbars();
  });

  it('asks in an alert dialog that starts on Cancel; Cancel closes without deleting', () => {
    const remove = { mutate: vi.fn<Mutate>(), isPending: false, error: null };
    const onClose = renderDialog(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this contact?' });
    expect(dialog.textContent).toContain('Ada will no longer be offered.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(remove.mutate).not.toHaveBeenCalled();
  });

  it('deletes by its id, then closes and says so in a success snackbar', () => {
    const remove = {
      mutate: vi.fn<Mutate>((_id, options) => options.onSuccess({ message: 'Deleted' })),
      isPending: false,
      error: null,
    };
    const onClose = renderDialog(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Delete contact' }));
    expect(remove.mutate).toHaveBeenCalledWith('c-1', expect.anything());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ada was deleted from your contacts')).toBeTruthy();
  });

  it("says the server's own words when the message is made from its answer", () => {
    const remove = {
      mutate: vi.fn<Mutate>((_id, options) => options.onSuccess({ message: 'Ada Lovelace was deactivated' })),
      isPending: false,
      error: null,
    };
    renderDialog(remove, vi.fn(), (result) => result.message);
    fireEvent.click(screen.getByRole('button', { name: 'Delete contact' }));
    expect(screen.getByText('Ada Lovelace was deactivated')).toBeTruthy();
  });

  it('while deleting says "Deleting…" and cannot be cancelled; a failure is said in the dialog', () => {
    renderDialog({ mutate: vi.fn(), isPending: true, error: null });
    expect(screen.getByRole('button', { name: /Deleting…/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const refused = new ApiError({ code: 'NOT_FOUND', status: 404, message: 'This contact no longer exists.' });
    renderDialog({ mutate: vi.fn(), isPending: false, error: refused });
    expect(screen.getByRole('alertdialog').textContent).toContain('This contact no longer exists.');
  });
});
