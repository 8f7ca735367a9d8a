import { describe, expect, it } from 'vitest';
import { isUsableSchema, SCHEMA_CACHE_MS } from './schema-cache.ts';

describe('[SCHEMA CACHE] a served schema is kept 5 minutes', () => {
  it('throws away a schema whose title lacks the currency, whose date is not one, or that is older', () => {
    const made = Date.parse('2026-03-05T09:00:00Z');
    const schema = { title: 'GBP LOCAL payouts to GB (COMPANY)', generated_at: new Date(made).toISOString() };
    expect(isUsableSchema(schema, 'GBP', made + SCHEMA_CACHE_MS)).toBe(true);
    expect(isUsableSchema(schema, 'GBP', made + SCHEMA_CACHE_MS + 1)).toBe(false);
    expect(isUsableSchema(schema, 'EUR', made)).toBe(false);
    expect(isUsableSchema({ ...schema, generated_at: 'yesterday' }, 'GBP', made)).toBe(false);
    expect(isUsableSchema(undefined, 'GBP', made)).toBe(false);
  });
});
