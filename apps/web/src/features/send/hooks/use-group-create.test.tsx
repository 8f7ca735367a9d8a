import type { Endpoint } from '@corridor/contracts/endpoint';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import type { CallInput } from '@/lib/api/call-endpoint.ts';
import { IdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { makePayout, makeRecipient, makeValidation } from '@/test/payout-factories.ts';
import { type GroupFlow, groupFlowReducer, startGroup } from '../components/group-flow.ts';
import { useCreatePayout } from './use-create-payout.ts';
import { useGroupCreate } from './use-group-create.ts';

type Call = { path: string; input: CallInput<Endpoint> };
const calls: Call[] = [];
let answer: (input: CallInput<Endpoint>) => unknown = () => null;

// The network is the outside world: every call goes through callEndpoint, answered here.
vi.mock('@/lib/api/call-endpoint.ts', () => ({
  callEndpoint: vi.fn(async (endpoint: Endpoint, input: CallInput<Endpoint> = {}) => {
    calls.push({ path: endpoint.path, input });
    return answer(input);
  }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const request = (id: string): TPayoutRequest => ({
  beneficiary_id: id,
  transaction: { source_currency: 'SGD', destination_currency: 'EUR', destination_amount: '100', fee_payer: 'OUR' },
  additional_info: { deposit_method: 'account', external_reference_id: 'BIZM_1' },
});
const keyOf = (c: Call) => c.input.headers?.['Idempotency-Key'];
const lost = () => new ApiError({ code: 'NETWORK_ERROR', status: 0 });

function checkedGroup(ids: string[]): GroupFlow {
  const flow = ids.reduce(
    (f, id) => groupFlowReducer(f, { type: 'toggle', recipient: makeRecipient({ _id: id }) }),
    startGroup('a-sgd', 'destination'),
  );
  const validated = Object.fromEntries(ids.map((id) => [id, { request: request(id), result: makeValidation() }]));
  return groupFlowReducer(flow, { type: 'checked', reference: 'BIZM_1', validated, failures: {} });
}

describe('[GROUP SEND] creating the payouts', () => {
  afterEach(() => {
    calls.length = 0;
  });

  it('creates the whole group in one request; a refusal stays on the recipient it names; a retry keeps the key', async () => {
    let answerWith: 'refusal' | 'lost' | 'payouts' = 'refusal';
    answer = (input) => {
      const { payouts } = input.body as { payouts: TPayoutRequest[] };
      if (answerWith === 'refusal') {
        const message = 'The amount is more than the available balance in this account.';
        const field = 'payouts.1.transaction.source_amount';
        throw new ApiError({ code: 'INSUFFICIENT_FUNDS', status: 400, message, fieldErrors: [{ field, message }] });
      }
      if (answerWith === 'lost') throw lost();
      return { payouts: payouts.map((p) => makePayout({ payment_id: `p-${p.beneficiary_id}` })) };
    };
    const keys = new IdempotencyKeys();
    const { result } = renderHook(
      () => {
        const [flow, dispatch] = useReducer(groupFlowReducer, checkedGroup(['b1', 'b2', 'b3']));
        return { flow, create: useGroupCreate(flow, dispatch, keys) };
      },
      { wrapper },
    );
    await act(() => result.current.create.mutateAsync({ method: 'account', cardId: null }));
    expect(calls.map((c) => c.path)).toEqual(['/smebackend/api/v1/createGroupPayout']);
    expect((calls[0]!.input.body as { payouts: TPayoutRequest[] }).payouts.map((p) => p.beneficiary_id)).toEqual([
      'b1',
      'b2',
      'b3',
    ]);
    expect(result.current.flow.paymentStep).toBe(3);
    expect(Object.keys(result.current.flow.created)).toEqual([]);
    expect(Object.keys(result.current.flow.failures)).toEqual(['b2']);

    answerWith = 'lost';
    await act(() => result.current.create.mutateAsync({ method: 'account', cardId: null }));
    answerWith = 'payouts';
    await act(() => result.current.create.mutateAsync({ method: 'account', cardId: null }));
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map(keyOf)).size).toBe(1);
    expect(result.current.flow.paymentStep).toBe(5);
    expect(Object.keys(result.current.flow.created)).toEqual(['b1', 'b2', 'b3']);
    expect(result.current.flow.created.b2?.payment_id).toBe('p-b2');
  });
});

describe('[SEND] creating one payout', () => {
  afterEach(() => {
    calls.length = 0;
  });

  it('a retry after a lost answer goes with the same Idempotency-Key; a changed payment with a new one', async () => {
    let isFirst = true;
    answer = () => {
      if (isFirst) {
        isFirst = false;
        throw lost();
      }
      return makePayout();
    };
    // The flow's keys live as long as its page: one set for the whole test.
    const keys = new IdempotencyKeys();
    const { result } = renderHook(() => useCreatePayout(keys), { wrapper });
    await act(() => result.current.mutateAsync(request('b1')).catch(() => null));
    await act(() => result.current.mutateAsync(request('b1')));
    await act(() =>
      result.current.mutateAsync({
        ...request('b1'),
        transaction: { ...request('b1').transaction, destination_amount: '200' },
      }),
    );
    expect(calls).toHaveLength(3);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    expect(keyOf(calls[2]!)).not.toBe(keyOf(calls[0]!));
    expect(keyOf(calls[0]!)).toMatch(/^[\w-]{36}$/);
  });
});
