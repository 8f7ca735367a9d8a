import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error.ts';
import { useConfirmMutation } from './use-confirm-mutation.ts';

/** A money move's call as the hook sees it: it records the key of each try and fails while `failures` last. */
function moneyCall(failures: ApiError[] = []) {
  const keys: string[] = [];
  const send = async (request: { amount: string }, key: string) => {
    keys.push(key);
    const failure = failures.shift();
    if (failure) throw failure;
    return { id: `done-${request.amount}` };
  };
  return { keys, send };
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const lostAnswer = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'We could not reach Corridor.' });

describe('[IDEMPOTENCY] one confirmation of a money move (useConfirmMutation)', () => {
  it('sends a retry of the same confirmation with the same key, so the money moves once', async () => {
    const { wrapper } = setUp();
    const call = moneyCall([lostAnswer()]);
    const { result } = renderHook(() => useConfirmMutation(call.send), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ amount: '10.00' }).catch(() => undefined);
    });
    await act(async () => {
      await result.current.mutateAsync({ amount: '10.00' });
    });
    expect(call.keys).toHaveLength(2);
    expect(call.keys[1]).toBe(call.keys[0]);
  });

  it('gives the next opening of the review (a new mount) a new key', async () => {
    const { wrapper } = setUp();
    const call = moneyCall();
    const first = renderHook(() => useConfirmMutation(call.send), { wrapper });
    await act(async () => {
      await first.result.current.mutateAsync({ amount: '10.00' });
    });
    first.unmount();
    const second = renderHook(() => useConfirmMutation(call.send), { wrapper });
    await act(async () => {
      await second.result.current.mutateAsync({ amount: '10.00' });
    });
    expect(call.keys[1]).not.toBe(call.keys[0]);
  });

  it('makes a new key after a refusal that makes the retry a new request', async () => {
    const { wrapper } = setUp();
    const stale = new ApiError({ status: 400, code: 'FX_QUOTE_EXPIRED', message: 'This quote has expired.' });
    const call = moneyCall([stale, lostAnswer()]);
    const { result } = renderHook(
      () =>
        useConfirmMutation(call.send, {
          onError: (error, keys) => {
            if (error.code === 'FX_QUOTE_EXPIRED') keys.newKey();
          },
        }),
      { wrapper },
    );
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        await result.current.mutateAsync({ amount: '10.00' }).catch(() => undefined);
      });
    }
    // Expired quote → new key; a lost answer keeps it.
    expect(call.keys[1]).not.toBe(call.keys[0]);
    expect(call.keys[2]).toBe(call.keys[1]);
  });

  it('refreshes what moves with the money once it has moved, and nothing else', async () => {
    const { client, wrapper } = setUp();
    client.setQueryData(['money', 'accounts'], { balance: '1' });
    client.setQueryData(['settings'], { name: 'x' });
    const call = moneyCall();
    const { result } = renderHook(() => useConfirmMutation(call.send), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ amount: '10.00' });
    });
    expect(client.getQueryState(['money', 'accounts'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['settings'])?.isInvalidated).toBe(false);
  });
});
