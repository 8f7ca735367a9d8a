import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { IdempotencyRequest, IdempotentResult } from '../platform/idempotency.ts';

/** The HTTP side of Idempotency-Key (the store is platform/idempotency.ts, run by the service). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The key and a hash of what is asked (method, path, body); a missing or malformed key is a 400. */
export function idempotencyOf(req: FastifyRequest): IdempotencyRequest {
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY.test(key)) {
    const message = 'An Idempotency-Key header (1 to 255 visible characters) is required.';
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'Idempotency-Key', message }] });
  }
  const path = req.url.split('?')[0];
  const requestHash = createHash('sha256')
    .update(`${req.method} ${path}\n${canonicalJson(req.body)}`)
    .digest('hex');
  return { key, requestHash };
}

/** Sends an idempotent result; a replay is marked so a client can tell. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>) {
  if (result.isReplay) reply.header('idempotent-replayed', 'true');
  return reply.status(result.status).send(result.body);
}

/** JSON with object keys sorted, so the same body hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
