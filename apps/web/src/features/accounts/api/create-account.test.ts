import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { createAccount } from './create-account.ts';

const created = { account: makeAccount({ _id: 'a1', currency: 'EUR' }) };

function answers(...statuses: number[]) {
  const fetchMock = vi.fn(async () => {
    const status = statuses.shift() ?? 500;
    const body = status === 200 ? created : { code: status === 404 ? 'NOT_FOUND' : 'ACCOUNT_EXISTS', message: 'x' };
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('[ACCOUNTS] account creation retries (spec §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries twice more after a 404, then succeeds', async () => {
    const fetchMock = answers(404, 404, 200);
    await expect(createAccount({ currency: 'EUR' }, { retryDelayMs: 0 })).resolves.toMatchObject({
      account: { _id: 'a1' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the third 404', async () => {
    const fetchMock = answers(404, 404, 404, 200);
    await expect(createAccount({ currency: 'EUR' }, { retryDelayMs: 0 })).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries other refusals', async () => {
    const fetchMock = answers(409);
    await expect(createAccount({ currency: 'EUR' }, { retryDelayMs: 0 })).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
