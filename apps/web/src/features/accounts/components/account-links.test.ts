import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links.ts';

const all = () => true;
const built = (path: string) => path === '/r/account-statement';

describe('[ACCOUNTS] per-currency shortcuts', () => {
  it('offers add money and send marked "Soon", and the statement of this very account', () => {
    expect(accountLinks({ _id: 'acc-1', is_active: true }, all, built)).toEqual([
      { label: 'Add money', to: '/r/addmoney', isSoon: true },
      { label: 'Send', to: '/r/send', isSoon: true },
      { label: 'Statement', to: '/r/account-statement?account=acc-1', isSoon: false },
    ]);
  });

  it('offers only the statement of a closed account, and nothing the user may not open', () => {
    expect(accountLinks({ _id: 'acc-2', is_active: false }, all, built).map((l) => l.label)).toEqual(['Statement']);
    const onlySend = (path: string) => path === '/r/send';
    expect(accountLinks({ _id: 'acc-3', is_active: true }, onlySend, built).map((l) => l.label)).toEqual(['Send']);
  });
});
