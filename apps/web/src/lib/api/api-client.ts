import type { FieldError } from '@corridor/domain/errors';
import { isSessionErrorCode, type SessionErrorCode } from '@corridor/domain/errors';
import type { z } from 'zod';
import { currentLocationTarget, saveRedirectTarget } from '../session/redirect-target.ts';
import { clearSession, getSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  /** A multipart/form-data body (an upload) instead of JSON: the browser writes its boundary. */
  form?: FormData;
  /** Checks the answer against its contract, so a drifting API fails loudly here and not deep in a page. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** The session probe and sign-out expect "not signed in" as an ordinary answer, not a reason to log out. */
  ignoreSessionErrors?: boolean;
  /** Extra headers, e.g. an Idempotency-Key on calls that move money. They cannot replace source or CSRF. */
  headers?: Record<string, string>;
};

/** A file the server sent (statement downloads), with the name from its Content-Disposition. */
export type DownloadedFile = { blob: Blob; filename: string | null };

export type SessionEndedEvent = { code: SessionErrorCode };

/** Every request in flight, so a session error can cancel them all at once (spec §8). */
const pending = new Set<AbortController>();
let sessionEndedHandler: ((event: SessionEndedEvent) => void) | null = null;

/** The app listens here to clear caches, show a message and go to sign-in; lib cannot import the router. */
export function onSessionEnded(handler: (event: SessionEndedEvent) => void): () => void {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = null;
  };
}

export function abortPendingRequests() {
  for (const controller of pending) controller.abort();
  pending.clear();
}

export async function apiRequest<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return withResponse(path, opts, 'application/json', async (response) => {
    const payload = await readBody(response);
    if (!opts.schema) return payload as T;
    const parsed = opts.schema.safeParse(payload);
    if (!parsed.success) throw new ApiError({ code: 'UNEXPECTED_RESPONSE', status: response.status });
    return parsed.data;
  });
}

/** GET a file: same session, cancellation and error handling as every other call, but the body stays binary. */
export function apiDownload(
  path: string,
  opts: { signal?: AbortSignal; accept?: string } = {},
): Promise<DownloadedFile> {
  return withResponse(path, { signal: opts.signal }, opts.accept ?? '*/*', async (response) => ({
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition')),
  }));
}

/** The shared life of a call: tracked for cancellation, errors mapped to ApiError, the body read by `onOk`. */
async function withResponse<T>(
  path: string,
  opts: RequestOptions<unknown>,
  accept: string,
  onOk: (response: Response) => Promise<T>,
): Promise<T> {
  const method = opts.method ?? 'GET';
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) controller.abort(opts.signal.reason);
  opts.signal?.addEventListener('abort', forwardAbort);
  pending.add(controller);
  try {
    const response = await send(path, method, opts.form ?? opts.body, controller.signal, { accept, ...opts.headers });
    if (!response.ok) throw toApiError(response.status, await readBody(response), opts.ignoreSessionErrors ?? false);
    return await onOk(response);
  } finally {
    pending.delete(controller);
    opts.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** `attachment; filename="statement.csv"` (or RFC 5987 `filename*=UTF-8''…`) → the file name, if any. */
export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoded name falls back to the plain one below.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

async function send(
  path: string,
  method: Method,
  body: unknown,
  signal: AbortSignal,
  extra: Record<string, string>,
): Promise<Response> {
  // Extra headers go first so the ones every call must carry (source, CSRF) always win.
  const headers: Record<string, string> = { ...extra, source: 'sme' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const csrfToken = getSession().csrfToken;
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, payload: unknown, ignoreSessionErrors: boolean): ApiError {
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' ? body.code : codeFromText(status, payload);
  const isSession = isSessionErrorCode(code);
  if (isSession && !ignoreSessionErrors) endSession(code);
  return new ApiError({
    code,
    status,
    message: typeof body.message === 'string' ? body.message : undefined,
    fieldErrors: Array.isArray(body.errors) ? (body.errors as FieldError[]) : undefined,
    isSession,
  });
}

/** Some gateways answer a lost session with a bare 403 whose text is the code (spec §8). */
function codeFromText(status: number, payload: unknown): string {
  if (status === 403 && typeof payload === 'string' && payload.trim() === 'user_not_logged_in') {
    return 'user_not_logged_in';
  }
  return status >= 500 ? 'UNEXPECTED_ERROR' : `HTTP_${status}`;
}

function endSession(code: SessionErrorCode) {
  // Several calls in flight may all fail the same way; the first one ends the session, the rest stay quiet.
  if (getSession().status !== 'authenticated') return;
  if (code === 'user_not_logged_in') saveRedirectTarget(currentLocationTarget());
  abortPendingRequests();
  clearSession(code);
  sessionEndedHandler?.({ code });
}

export const apiGet = <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
  apiRequest<T>(path, { schema, signal });

export const apiPost = <T>(path: string, body: unknown, schema?: z.ZodType<T>, headers?: Record<string, string>) =>
  apiRequest<T>(path, { method: 'POST', body, schema, headers });
