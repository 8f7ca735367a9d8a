import { describe, expect, it } from 'vitest';
import { sandboxVopAnswer } from './sandbox.ts';

const ask = (name: string) => sandboxVopAnswer({ name, accountNumber: 'DE89370400440532013000', isOrganisation: true });

describe('[VOP sandbox] magic names', () => {
  it('answers by whole words, ignoring case', () => {
    expect(ask('Rheinland Industriebedarf')).toEqual({ result: 'MATCH', registeredName: null });
    expect(ask('Close Rheinland Industriebedarf')).toEqual({
      result: 'CLOSE_MATCH',
      registeredName: 'Rheinland Industriebedarf GmbH',
    });
    expect(ask('Mismatch Trading')).toEqual({ result: 'NO_MATCH', registeredName: null });
    expect(ask('unverifiable supplies')).toEqual({ result: 'UNAVAILABLE', registeredName: null });
  });

  it('does not answer to the word inside another word', () => {
    expect(ask('Closet Makers').result).toBe('MATCH');
    expect(ask('Mismatched Socks').result).toBe('MATCH');
  });
});
