import { useRef } from 'react';

/**
 * Idempotency-Keys for the calls that move money. The same request again (a retry after a lost answer, a second
 * click) goes with the same key, so the server answers with the first result and moves nothing twice; a changed
 * request gets a new key, since the server refuses a key reused for another body (IDEMPOTENCY_KEY_REUSED). Keys are
 * kept per scope (a recipient of a group send, a decision), for as long as the flow that made them: a new send
 * starts with none.
 */
export class IdempotencyKeys {
  private readonly keys = new Map<string, { body: string; key: string }>();
  private readonly newKey: () => string;

  constructor(newKey: () => string = () => crypto.randomUUID()) {
    this.newKey = newKey;
  }

  keyFor(scope: string, body: unknown): string {
    const text = stableJson(body);
    const kept = this.keys.get(scope);
    if (kept?.body === text) return kept.key;
    const key = this.newKey();
    this.keys.set(scope, { body: text, key });
    return key;
  }

  clear() {
    this.keys.clear();
  }
}

/** One set of keys for the life of the component (the flow's page). */
export function useIdempotencyKeys(): IdempotencyKeys {
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();
  return keys.current;
}

/** JSON with object keys sorted, so the same request built in another order still reads as the same. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
