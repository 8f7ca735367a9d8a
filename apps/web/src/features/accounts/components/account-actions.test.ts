import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './account-actions.ts';

const vfa = (status: 'COMPLETED' | 'PENDING' | 'FAILED') => ({
  _id: 'v1',
  status,
  statusLabel: status,
  account_number: '1',
  currency: 'SGD',
  canReceive: status === 'COMPLETED',
});
const account = (patch: Partial<TCurrencyAccount>) =>
  ({ hidden: false, is_default_account: false, VFA: null, ...patch }) as TCurrencyAccount;
const caps = { canReceiveCurrency: true, areDevToolsOn: false };

describe('[ACCOUNTS] actions offered on an account', () => {
  it('offers receiving details only where the currency can be received and none are live', () => {
    expect(actionsFor(account({}), caps)).toContain('createVfa');
    expect(actionsFor(account({ VFA: vfa('FAILED') }), caps)).toContain('createVfa');
    expect(actionsFor(account({ VFA: vfa('PENDING') }), caps)).not.toContain('createVfa');
    expect(actionsFor(account({}), { ...caps, canReceiveCurrency: false })).not.toContain('createVfa');
  });

  it('shares details and simulates payments only on an account that can receive, the latter only with dev tools', () => {
    const receiving = account({ VFA: vfa('COMPLETED') });
    expect(actionsFor(receiving, caps)).toEqual(expect.arrayContaining(['share']));
    expect(actionsFor(receiving, caps)).not.toContain('simulatePayment');
    expect(actionsFor(receiving, { ...caps, areDevToolsOn: true })).toContain('simulatePayment');
    expect(actionsFor(account({ VFA: vfa('PENDING') }), { ...caps, areDevToolsOn: true })).not.toContain('share');
  });

  it('toggles hide and default', () => {
    expect(actionsFor(account({ hidden: true, is_default_account: true }), caps)).toEqual(
      expect.arrayContaining(['unhide', 'close']),
    );
    expect(actionsFor(account({ is_default_account: true }), caps)).not.toContain('setDefault');
    expect(actionsFor(account({}), caps)).toEqual(
      expect.arrayContaining(['hide', 'setDefault', 'autoBookFx', 'editLabel']),
    );
  });
});
