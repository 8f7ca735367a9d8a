import type { Endpoint } from '@corridor/contracts/endpoint';
import type { TCalculateAmountsResponse } from '@corridor/contracts/fx/calculate-amounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import type { CallInput } from '@/lib/api/call-endpoint.ts';
import { makeAccount } from '@/test/factories.ts';
import { calculateWithFallback } from '../api/calculate-amounts.ts';
import { type ConfirmInput, useConfirmExchange } from './use-confirm-exchange.ts';

type Call = { path: string; input: CallInput<Endpoint> };
const calls: Call[] = [];
let answer: (path: string, input: CallInput<Endpoint>) => unknown;

vi.mock('@/lib/api/call-endpoint.ts', () => ({
  callEndpoint: vi.fn(async (endpoint: Endpoint, input: CallInput<Endpoint> = {}) => {
    calls.push({ path: endpoint.path, input });
    return answer(endpoint.path, input);
  }),
}));

const money = (currency: string, amountMinor: string) => ({ currency, amountMinor, display: amountMinor, value: '0' });
function calculation(destinationMinor: string): TCalculateAmountsResponse {
  const sgd = money('SGD', '100000');
  return {
    source_currency: 'SGD',
    destination_currency: 'USD',
    base_fx_rate: '0.746',
    fx_rate: '0.743',
    margin: '0.004',
    fixed_side: 'source',
    fx_hold_id: null,
    exchangeValue: {
      sourceAmount: sgd,
      destinationAmount: money('USD', destinationMinor),
      convertedAmount: sgd,
      feeAmount: money('SGD', '0'),
      swiftFeeAmount: money('SGD', '0'),
      supplierPaymentsFee: money('SGD', '0'),
      sourceAmountWithSupplierFee: sgd,
      totalFeeAmount: money('SGD', '0'),
    },
  };
}
const hold = { fx_hold_id: 'hold-1', fx_rate: '0.743', source_currency: 'SGD', destination_currency: 'USD' };
const exchange = { _id: 'ex-1', exchange_number: 'FX-1' };

const input: ConfirmInput = {
  draft: { sourceId: 'a-sgd', destinationId: 'a-usd', fixedSide: 'source', amount: '1,000' },
  accounts: [makeAccount({ _id: 'a-sgd', currency: 'SGD' }), makeAccount({ _id: 'a-usd', currency: 'USD' })],
  quote: {
    source_currency: 'SGD',
    destination_currency: 'USD',
    base_fx_rate: '0.746',
    fx_rate: '0.743',
    margin: '0.004',
    quoted_at: '2026-11-23T10:00:00Z',
    expires_at: '2026-11-23T10:00:30Z',
    rate_signature: 'sig-1',
  },
  shown: calculation('74300'),
};

function renderConfirm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useConfirmExchange(), { wrapper }).result;
}

const paths = () => calls.map((c) => c.path.replace('/smebackend/api/v1/', ''));

describe('[EXCHANGE] confirming an exchange', () => {
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => vi.clearAllMocks());

  it('locks the quote, recalculates at the hold and books with an Idempotency-Key', async () => {
    answer = (path) =>
      path.endsWith('lockFxRate') ? hold : path.endsWith('calculate-amounts') ? calculation('74300') : exchange;
    const result = renderConfirm();
    const outcome = await act(() => result.current.mutateAsync(input));
    expect(outcome).toEqual({ kind: 'booked', exchange });
    expect(paths()).toEqual(['lockFxRate', 'transactions/bookFx/calculate-amounts', 'transactions/bookFx']);
    expect(calls[0]!.input.body).toEqual({ rate_signature: 'sig-1' });
    expect(calls[1]!.input.body).toMatchObject({ source_amount: '1,000', fx_hold_id: 'hold-1' });
    expect(calls[2]!.input.body).toEqual({
      source_account_id: 'a-sgd',
      destination_account_id: 'a-usd',
      source_amount: '1,000',
      fx_hold_id: 'hold-1',
    });
    expect(calls[2]!.input.headers?.['Idempotency-Key']).toMatch(/^[\w-]{36}$/);
  });

  it('a retry after a lost answer books with the same hold and the same key', async () => {
    let isFirstBooking = true;
    answer = (path) => {
      if (path.endsWith('lockFxRate')) return hold;
      if (path.endsWith('calculate-amounts')) return calculation('74300');
      if (isFirstBooking) {
        isFirstBooking = false;
        throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
      }
      return exchange;
    };
    const result = renderConfirm();
    await act(() => result.current.mutateAsync(input).catch(() => null));
    await act(() => result.current.mutateAsync(input));
    const bookings = calls.filter((c) => c.path.endsWith('transactions/bookFx'));
    expect(bookings).toHaveLength(2);
    expect(bookings[1]!.input.headers).toEqual(bookings[0]!.input.headers);
    expect(bookings[1]!.input.body).toEqual(bookings[0]!.input.body);
    expect(paths().filter((p) => p === 'lockFxRate')).toHaveLength(1);
  });

  it('does not book when the held rate gives other amounts: the new figures are shown first', async () => {
    answer = (path) => (path.endsWith('lockFxRate') ? hold : calculation('74100'));
    const result = renderConfirm();
    const outcome = await act(() => result.current.mutateAsync(input));
    expect(outcome).toMatchObject({ kind: 'changed', hold });
    expect(paths()).not.toContain('transactions/bookFx');
  });

  it('an expired quote is dropped, so the next confirm locks the new one', async () => {
    let isExpired = true;
    answer = (path) => {
      if (path.endsWith('lockFxRate') && isExpired) {
        isExpired = false;
        throw new ApiError({ code: 'FX_QUOTE_EXPIRED', status: 422 });
      }
      return path.endsWith('lockFxRate') ? hold : path.endsWith('calculate-amounts') ? calculation('74300') : exchange;
    };
    const result = renderConfirm();
    await act(() => result.current.mutateAsync(input).catch(() => null));
    await act(() => result.current.mutateAsync({ ...input, quote: { ...input.quote, rate_signature: 'sig-2' } }));
    expect(calls.filter((c) => c.path.endsWith('lockFxRate')).map((c) => c.input.body)).toEqual([
      { rate_signature: 'sig-1' },
      { rate_signature: 'sig-2' },
    ]);
  });
});

describe('[EXCHANGE] spec §8 calculation fallback', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('calculates again for a source amount of 1000 when the typed amount fails, keeping the reason', async () => {
    answer = (_path, { body }) => {
      if ((body as { destination_amount?: string }).destination_amount) {
        throw new ApiError({ code: 'INVALID_AMOUNT', status: 400, message: 'To amount is too large' });
      }
      return calculation('74300');
    };
    const outcome = await calculateWithFallback({
      source_currency: 'SGD',
      destination_currency: 'USD',
      destination_amount: '999,999,999,999',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.message).toBe('To amount is too large');
    expect(outcome.fallback?.fx_rate).toBe('0.743');
    expect(calls[1]!.input.body).toEqual({
      source_currency: 'SGD',
      destination_currency: 'USD',
      source_amount: '1000',
    });
  });
});
