import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency-keys.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('[IDEMPOTENCY] keys for calls that move money', () => {
  it('gives a retry of the same request the same key, whatever the order of its fields', () => {
    const keys = new IdempotencyKeys(counter());
    const first = keys.keyFor('b1', { amount: '100', currency: 'EUR' });
    expect(keys.keyFor('b1', { currency: 'EUR', amount: '100' })).toBe(first);
  });

  it('gives a changed request a new key, and each scope its own', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor('b1', { amount: '100' })).toBe('key-1');
    expect(keys.keyFor('b2', { amount: '100' })).toBe('key-2');
    expect(keys.keyFor('b1', { amount: '101' })).toBe('key-3');
    expect(keys.keyFor('b2', { amount: '100' })).toBe('key-2');
  });

  it('starts again from nothing once cleared (a new send)', () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor('b1', { amount: '100' });
    keys.clear();
    expect(keys.keyFor('b1', { amount: '100' })).toBe('key-2');
  });
});
