import type { TBatchFunding } from '@corridor/contracts/batches/batch-common';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchFunding } from './batch-funding.tsx';

const total = { currency: 'SGD', amountMinor: '123456789012', display: '1,234,567,890.12' };
const transfer: TBatchFunding = {
  id: '6f1c1d7e-3c7b-4f0e-9d4a-1e2b3c4d5e6f',
  reference: 'FD2611270001',
  method: 'bankTransfer',
  methodLabel: 'Bank transfer',
  status: 'AWAITING_FUNDS',
  statusLabel: 'Awaiting funds',
  total,
  instructions: {
    accountName: 'Corridor Sandbox Collections',
    bankName: 'Sandbox Bank Singapore',
    accountNumber: '7999000111',
    routingCodeType: 'BANK_CODE',
    routingCode: '7999',
    proxyType: null,
    proxyValue: null,
    reference: 'FD2611270001',
  },
  redirectUrl: null,
  failureReason: null,
};

const draw = (funding: TBatchFunding) =>
  render(
    <MemoryRouter>
      <BatchFunding funding={funding} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('[BULK] a batch waiting for its funding', () => {
  it('shows a transfer’s amount, account and reference to pay, and links to the funding', () => {
    draw(transfer);
    const panel = screen.getByRole('region', { name: 'Pay for this batch by bank transfer' });
    expect(within(panel).getByText('7999000111')).toBeTruthy();
    expect(within(panel).getAllByText('FD2611270001').length).toBeGreaterThanOrEqual(2);
    expect(panel.textContent).toContain('Sandbox Bank Singapore');
    expect(panel.textContent).toContain('1,234,567,890.12');
    expect(within(panel).getByRole('link', { name: 'See this funding’s details' }).getAttribute('href')).toBe(
      `/r/funding/${transfer.id}`,
    );
  });

  it('hides the instructions once the money arrived, and shows why a funding failed', () => {
    draw({ ...transfer, status: 'COMPLETED', statusLabel: 'Completed' });
    expect(screen.queryByText('7999000111')).toBeNull();
    expect(screen.getByText(/payments are on their way/)).toBeTruthy();
    cleanup();
    draw({ ...transfer, status: 'CANCELLED', statusLabel: 'Cancelled', failureReason: 'The transfer did not arrive.' });
    expect(screen.getByText('The transfer did not arrive.')).toBeTruthy();
    expect(screen.queryByText('7999000111')).toBeNull();
  });

  it('a card asking for 3-D Secure sends the browser to its issuer once', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const card: TBatchFunding = {
      ...transfer,
      method: 'creditCard',
      methodLabel: 'Card',
      instructions: null,
      redirectUrl: 'https://3ds.sandbox.test/challenge/abc',
    };
    const { rerender } = draw(card);
    rerender(
      <MemoryRouter>
        <BatchFunding funding={card} />
      </MemoryRouter>,
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://3ds.sandbox.test/challenge/abc');
    expect(screen.getByRole('heading', { name: 'Paid by Card' })).toBeTruthy();
  });

  it('names a PayNow transfer as such, with its UEN to pay', () => {
    draw({
      ...transfer,
      method: 'payNow',
      methodLabel: 'PayNow',
      instructions: {
        ...transfer.instructions!,
        bankName: 'PayNow',
        accountNumber: null,
        routingCodeType: null,
        routingCode: null,
        proxyType: 'UEN',
        proxyValue: '201999999K',
      },
    });
    const panel = screen.getByRole('region', { name: 'Pay for this batch by PayNow' });
    expect(within(panel).getByText('PayNow UEN')).toBeTruthy();
    expect(within(panel).getByText('201999999K')).toBeTruthy();
  });
});
