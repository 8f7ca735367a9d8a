import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchReview } from './batch-review.tsx';
import type { ReviewFigures } from './review-figures.ts';

// The network is the outside world: the saved cards a card payment lists, and what a card or transfer costs.
const money = (amountMinor: string) => ({ currency: 'AUD', amountMinor, display: amountMinor });
vi.mock('@/lib/api/call-endpoint.ts', () => ({
  callEndpoint: vi.fn(async (endpoint: { path: string }, input: { query?: { method?: string } }) =>
    endpoint.path.endsWith('/funding/fees')
      ? input.query?.method === 'creditCard'
        ? {
            amount: money('190000000020500'),
            fee: money('5510000000595'),
            total: money('195510000021095'),
            feePercent: '2.9',
            productCode: 'DEFAULT',
          }
        : {
            amount: money('190000000020500'),
            fee: money('0'),
            total: money('190000000020500'),
            feePercent: null,
            productCode: null,
          }
      : {
          cards: [
            {
              _id: 'c1',
              brand: 'VISA',
              type: 'credit',
              lastFour: '1111',
              expiry: '12/30',
              isSaveCard: true,
              created_at: '',
            },
          ],
        },
  ),
}));

/** The screen's width, as CSS media queries see it (jsdom has none): wide unless a test says phone. */
let isPhone = false;
beforeEach(() => {
  isPhone = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const FIGURES: ReviewFigures = {
  sourceCurrency: 'AUD',
  lines: [
    {
      currency: 'GBP',
      count: 998,
      amountMinor: '98765432109876',
      sourceMinor: '190000000000000',
      feeMinor: '499000',
      rate: '0.51',
    },
    { currency: 'AUD', count: 2, amountMinor: '20000', sourceMinor: '20500', feeMinor: '500', rate: null },
  ],
  count: 1000,
  sourceMinor: 189999999521500n,
  feesMinor: 499500n,
  totalMinor: 190000000020500n,
};

function renderReview(props: Partial<Parameters<typeof BatchReview>[0]> = {}) {
  const onPay = vi.fn();
  const onRehold = vi.fn();
  const view = (extra: Partial<Parameters<typeof BatchReview>[0]> = {}) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BatchReview
          totals={FIGURES}
          holdExpiresAt={Date.now() + 60_000}
          account={{ id: 'a-aud', currency: 'AUD', availableMinor: '999999999999999' }}
          onRehold={onRehold}
          isReholding={false}
          onPay={onPay}
          isPaying={false}
          {...props}
          {...extra}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(view());
  return {
    onPay,
    onRehold,
    rerender: (extra: Partial<Parameters<typeof BatchReview>[0]>) => result.rerender(view(extra)),
  };
}

describe('[BULK] the review of a batch', () => {
  it('shows each currency at its rate, the fees and the total, and pays only after the confirmation', () => {
    const { onPay } = renderReview();
    const table = screen.getByRole('table', { name: 'Totals per currency' });
    expect(table.textContent).toContain('GBP 987,654,321,098.76');
    expect(table.textContent).toContain('1 AUD = 0.51 GBP');
    expect(table.textContent).toContain('No conversion');
    expect(screen.getByText('AUD 1,900,000,000,205.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay 1,000 payments' }));
    expect(onPay).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Pay 1,000 payments?' });
    expect(dialog.textContent).toContain('We take AUD 1,900,000,000,205.00 from your AUD balance for 1,000 payments');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledWith('account', null);
  });

  it('will not pay from a balance that is short: another way must be chosen', async () => {
    const { onPay } = renderReview({ account: { id: 'a-aud', currency: 'AUD', availableMinor: '100' } });
    const balance = screen.getByRole<HTMLInputElement>('radio', { name: /Pay from your AUD balance/ });
    expect(balance.disabled).toBe(true);
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: 'Pay 1,000 payments' });
    expect(pay.disabled).toBe(true);
    // The button says why it waits.
    const why = document.getElementById(pay.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Choose how you want to pay above.');
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(await screen.findByText('You transfer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay 1,000 payments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledWith('bankTransfer', null);
  });

  it('asks for a saved card before a card payment', async () => {
    const { onPay } = renderReview();
    fireEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay 1,000 payments' }).disabled).toBe(true);
    expect(screen.getByText('Choose a card to see its fee')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /VISA •••• 1111/ }));
    expect(await screen.findByText('AUD 55,100,000,005.95')).toBeTruthy();
    expect(screen.getByText('2.9 % of the batch')).toBeTruthy();
    expect(screen.getByText('AUD 1,955,100,000,210.95')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay 1,000 payments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledWith('creditCard', 'c1');
  });

  it('once the hold runs out, offers only new rates (never a stale one), and pays again after they are held', async () => {
    vi.useFakeTimers();
    const { onPay, onRehold, rerender } = renderReview({ holdExpiresAt: Date.now() + 2_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Pay 1,000 payments' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay 1,000 payments' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lock new rates' }));
    expect(onRehold).toHaveBeenCalledTimes(1);
    expect(onPay).not.toHaveBeenCalled();
    rerender({ holdExpiresAt: Date.now() + 900_000 });
    expect(screen.getByRole('timer').textContent).toBe('Rates locked for 15:00');
    expect(screen.getByRole('button', { name: 'Pay 1,000 payments' })).toBeTruthy();
  });

  it('on a phone lists each currency as figures instead of a wide table', () => {
    isPhone = true;
    renderReview();
    expect(screen.queryByRole('table')).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totals per currency' });
    expect(totals.textContent).toContain('GBP · 998 payments');
    expect(totals.textContent).toContain('GBP 987,654,321,098.76');
  });

  it('offers PayID from an AUD balance (never PayNow, never FPX) and pays by it in one PayID payment', () => {
    const { onPay } = renderReview();
    expect(screen.queryByRole('radio', { name: /PayNow/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /FPX/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /PayID/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay 1,000 payments' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pay 1,000 payments?' });
    expect(dialog.textContent).toContain('in one PayID payment');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledWith('payId', null);
  });
});
