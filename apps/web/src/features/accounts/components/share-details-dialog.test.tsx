import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '@/ui/snackbar/snackbar-host.tsx';
import { clearSnackbars } from '@/ui/snackbar/snackbar-store.ts';
import { toFields } from './account-share-dialog.tsx';
import { ShareDetailsDialog } from './share-details-dialog.tsx';

const details = {
  accountId: 'a1',
  currency: 'SGD',
  local: {
    accountName: 'Montgomery Trading Pte Ltd',
    accountNumber: '8850012345',
    bankName: 'Corridor Partner Bank',
    routingCodeType: 'BANK_CODE',
    routingCode: '7171',
    bankAddress: '1 Raffles Place, Singapore',
  },
  global: {
    accountName: 'Montgomery Trading Pte Ltd',
    accountNumber: 'SG88500123450',
    bankName: 'Corridor Partner Bank',
    swiftBic: 'CORRSGSG',
    bankAddress: '1 Raffles Place, Singapore',
  },
};

function renderDialog(local = toFields(details).local) {
  const onClose = vi.fn();
  render(
    <>
      <ShareDetailsDialog title="SGD details" local={local} global={toFields(details).global} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return onClose;
}

describe('[ACCOUNTS] share account details', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    act(() => clearSnackbars());
  });

  it('copies one local field and says "Copied"', async () => {
    renderDialog();
    const panel = screen.getByRole('tabpanel', { name: 'Local' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('8850012345');
    expect((await screen.findByRole('alert')).textContent).toContain('Copied');
    expect(within(panel).getByRole('button', { name: 'Copy Bank code' })).toBeTruthy();
  });

  it('moves to the Global tab with the arrow key and copies the SWIFT code', async () => {
    renderDialog();
    const localTab = screen.getByRole('tab', { name: 'Local' });
    act(() => localTab.focus());
    fireEvent.keyDown(localTab, { key: 'ArrowRight' });
    const globalTab = screen.getByRole('tab', { name: 'Global' });
    expect(globalTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(globalTab);
    fireEvent.click(screen.getByRole('button', { name: 'Copy SWIFT / BIC' }));
    expect(writeText).toHaveBeenCalledWith('CORRSGSG');
    await screen.findByRole('alert');
  });

  it('opens on Global when the currency has no local details, and explains the Local tab', () => {
    renderDialog([]);
    expect(screen.getByRole('tab', { name: 'Global' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Local' }));
    expect(screen.getByText(/Local details are not available/)).toBeTruthy();
  });

  it('reports a clipboard the browser refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    renderDialog();
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy Account name' })[0]!);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not copy');
  });

  it('closes with the close button', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
