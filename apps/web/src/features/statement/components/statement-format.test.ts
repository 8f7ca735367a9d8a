import { describe, expect, it } from 'vitest';
import { shortId } from './statement-format.ts';

describe('[STATEMENT] id display', () => {
  it('shortens a transaction id to its first 8 characters', () => {
    expect(shortId('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe('0f1e2d3c');
    expect(shortId('FW123')).toBe('FW123');
  });
});
