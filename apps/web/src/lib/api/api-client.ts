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
  /** Checks the answer against its contract, so a drifting API fails loudly here and not deep in a page. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** The session probe and sign-out expect "not signed in" as an ordinary answer, not a reason to log out. */
  ignoreSessionErrors?: boolean;
};

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
  const method = opts.method ?? 'GET';
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) controller.abort(opts.signal.reason);
  opts.signal?.addEventListener('abort', forwardAbort);
  pending.add(controller);
  try {
    const response = await send(path, method, opts.body, controller.signal);
    const payload = await readBody(response);
    if (!response.ok) throw toApiError(response.status, payload, opts.ignoreSessionErrors ?? false);
    if (!opts.schema) return payload as T;
    const parsed = opts.schema.safeParse(payload);
    if (!parsed.success) throw new ApiError({ code: 'UNEXPECTED_RESPONSE', status: response.status });
    return parsed.data;
  } finally {
    pending.delete(controller);
    opts.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function send(path: string, method: Method, body: unknown, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { source: 'sme', accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const csrfToken = getSession().csrfToken;
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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

export const apiPost = <T>(path: string, body: unknown, schema?: z.ZodType<T>) =>
  apiRequest<T>(path, { method: 'POST', body, schema });
