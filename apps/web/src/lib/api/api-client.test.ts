import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser } from '@/test/factories.ts';
import { readRedirectTarget } from '../session/redirect-target.ts';
import { clearSession, getSession, setSession } from '../session/session-store.ts';
import { apiDownload, apiGet, apiPost, apiRequest, filenameFrom, onSessionEnded } from './api-client.ts';
import { ApiError } from './api-error.ts';

const user = makeSessionUser();

/** The network is the outside world: a fake fetch answers each call in turn. */
function fakeFetch(...answers: Array<{ status: number; body?: unknown; text?: string } | 'network-down'>) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer || answer === 'network-down') throw new TypeError('Failed to fetch');
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  beforeEach(() => {
    setSession(user, 'csrf-123');
    sessionStorage.clear();
    window.history.replaceState(null, '', '/r/transactions?tab=sent');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends source: sme on every call and the CSRF token only on mutating calls', async () => {
    const fetchMock = fakeFetch({ status: 200, body: { ok: true } }, { status: 200, body: { ok: true } });
    await apiGet('/smebackend/api/v1/settings/client/details');
    await apiPost('/r/api/settings/userProfile/changePassword', { password: 'x' });
    const [getInit, postInit] = fetchMock.mock.calls.map((c) => c[1] as RequestInit) as [RequestInit, RequestInit];
    expect(getInit.headers).toMatchObject({ source: 'sme' });
    expect(getInit.headers).not.toHaveProperty('x-csrf-token');
    expect(getInit.credentials).toBe('same-origin');
    expect(postInit.headers).toMatchObject({ source: 'sme', 'x-csrf-token': 'csrf-123' });
    expect(postInit.body).toBe('{"password":"x"}');
  });

  it('sends an upload form as it is, with the CSRF token and no JSON content type', async () => {
    const fetchMock = fakeFetch({ status: 201, body: { ok: true } });
    const form = new FormData();
    form.append('document_type', 'HEDGING_APPLICATION');
    await apiRequest('/smebackend/api/v1/fx-hedging/documents', { method: 'POST', form });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ source: 'sme', 'x-csrf-token': 'csrf-123' });
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('maps the error body to an ApiError with code, message and field errors', async () => {
    fakeFetch({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid Email ID',
        errors: [{ field: 'email', message: 'Invalid Email ID' }],
      },
    });
    const error = await apiPost('/r/api/authentication/generateOTP', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, message: 'Invalid Email ID' });
    expect((error as ApiError).fieldMessage('email')).toBe('Invalid Email ID');
  });

  it('turns a network failure and a bare 500 into the generic messages', async () => {
    fakeFetch('network-down', { status: 502, text: '<html>Bad gateway</html>' });
    await expect(apiGet('/x')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Something went wrong! Please try again.',
    });
    await expect(apiGet('/x')).rejects.toMatchObject({
      code: 'UNEXPECTED_ERROR',
      message: 'Sorry, something went wrong on our end. Please try again later',
    });
  });

  it.each(['concurrent_login', 'csrf_token_mismatch'])(
    '%s ends the session, cancels other calls and does not save a redirect',
    async (code) => {
      const ended = vi.fn();
      const stop = onSessionEnded(ended);
      let releaseSlow: () => void = () => {};
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init?: RequestInit) => {
          if (url === '/slow') {
            return new Promise((_, reject) => {
              init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
              releaseSlow = () => reject(new Error('should have been aborted'));
            });
          }
          return Promise.resolve(new Response(JSON.stringify({ code, message: code }), { status: 401 }));
        }),
      );
      const slow = apiGet('/slow').catch((e: unknown) => e);
      const error = await apiGet('/fast').catch((e: unknown) => e);
      releaseSlow();
      expect(error).toMatchObject({ code, isSessionError: true });
      expect(await slow).toMatchObject({ name: 'AbortError' });
      expect(getSession()).toMatchObject({ status: 'anonymous', endedBy: code });
      expect(ended).toHaveBeenCalledWith({ code });
      expect(readRedirectTarget()).toBeNull();
      stop();
    },
  );

  it('user_not_logged_in saves the current page as the redirect target', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeFetch({ status: 401, body: { code: 'user_not_logged_in', message: 'user_not_logged_in' } });
    await expect(apiGet('/smebackend/api/v1/settings/client/details')).rejects.toBeInstanceOf(ApiError);
    expect(readRedirectTarget()).toBe('/r/transactions?tab=sent');
    expect(ended).toHaveBeenCalledWith({ code: 'user_not_logged_in' });
    stop();
  });

  it('recognises a bare 403 whose text is user_not_logged_in', async () => {
    fakeFetch({ status: 403, text: 'user_not_logged_in' });
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'user_not_logged_in', isSessionError: true });
    expect(getSession().status).toBe('anonymous');
  });

  it('leaves the session alone when the call expects "not signed in" (session probe, logout)', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeFetch({ status: 401, body: { code: 'user_not_logged_in', message: 'user_not_logged_in' } });
    await expect(apiRequest('/r/api/logout', { ignoreSessionErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(getSession().status).toBe('authenticated');
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('ends the session only once when several calls fail together', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const body = { code: 'concurrent_login', message: 'concurrent_login' };
    fakeFetch({ status: 401, body }, { status: 401, body });
    await Promise.allSettled([apiGet('/a'), apiGet('/b')]);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('rejects an answer that does not match its contract', async () => {
    const { z } = await import('zod');
    fakeFetch({ status: 200, body: { nope: true } });
    await expect(apiGet('/x', z.object({ ok: z.boolean() }))).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });

  it('adds extra headers (an Idempotency-Key) but never lets them replace source or the CSRF token', async () => {
    const fetchMock = fakeFetch({ status: 200, body: { ok: true } });
    await apiRequest('/x', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', source: 'evil', 'x-csrf-token': 'forged' },
    });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      source: 'sme',
      'x-csrf-token': 'csrf-123',
    });
  });

  it('downloads a file as a blob with the name from Content-Disposition, and maps its errors too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('date,amount\n', {
            status: 200,
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="statement-SGD.csv"' },
          }),
      ),
    );
    const file = await apiDownload('/smebackend/api/v1/reports/accountStatement/download?format=csv');
    expect(file.filename).toBe('statement-SGD.csv');
    expect(await file.blob.text()).toBe('date,amount\n');

    fakeFetch({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
    await expect(apiDownload('/missing')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it.each([
    ['attachment; filename="a b.pdf"', 'a b.pdf'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv', 'résumé.csv'],
    ['inline', null],
    [null, null],
  ])('reads the file name from %s', (header, name) => {
    expect(filenameFrom(header)).toBe(name);
  });
});
