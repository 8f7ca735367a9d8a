import { describe, expect, it } from 'vitest';
import { statementNarrative } from './narrative.ts';

describe('[PAYOUTS] statement narrative', () => {
  it('is the reference typed, else the business name in letters and spaces', () => {
    expect(statementNarrative('  INV-2041 March  ', 'Lion City Traders Pte Ltd')).toBe('INV-2041 March');
    expect(statementNarrative('', 'Lion City Traders Pte. Ltd. (2024) & Co')).toBe('Lion City Traders Pte Ltd Co');
    expect(statementNarrative(undefined, 'Müller & Söhne GmbH')).toBe('Müller Söhne GmbH');
    expect(statementNarrative('x'.repeat(200), 'A')).toHaveLength(140);
  });
});
