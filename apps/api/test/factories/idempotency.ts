import { randomUUID } from 'node:crypto';
import type { IdempotencyRequest } from '../../src/platform/idempotency.ts';

/** A first request under its own Idempotency-Key, for a service called directly (the route reads it from the request). */
export function newIdempotencyKey(): IdempotencyRequest {
  return { key: randomUUID(), requestHash: randomUUID() };
}
