import { describe, expect, it } from 'vitest';
import { shortId } from './statement-format.ts';

describe('[STATEMENT] id display', () => {
  it('shortens a uuid to its first 8 characters and keeps a short reference whole', () => {
    expect(shortId('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe('0f1e2d3c');
    expect(shortId('FW1000000002')).toBe('FW1000000002');
    expect(shortId('FX-7K2M9Q4T')).toBe('FX-7K2M9Q4T');
  });

  it('shows a long reference by its start and end, so two payouts of one account read apart', () => {
    const first = shortId('SME_9301922820_20261127160727316');
    const second = shortId('SME_9301922820_20261116153728253');
    expect(first).toBe('SME_…0727316');
    expect(second).toBe('SME_…3728253');
    expect(first).not.toBe(second);
  });
});
