import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { AccountLink } from './account-row.tsx';

/** Per-currency shortcuts: add money and send (pages still to come), and this account's statement. */
export function accountLinks(
  account: Pick<TCurrencyAccount, '_id' | 'is_active'>,
  canOpen: (path: string) => boolean,
  isAvailable: (path: string) => boolean,
): AccountLink[] {
  const links = [
    { label: 'Add money', path: '/r/addmoney', to: '/r/addmoney' },
    { label: 'Send', path: '/r/send', to: '/r/send' },
    {
      label: 'Statement',
      path: '/r/account-statement',
      to: `/r/account-statement?${new URLSearchParams({ account: account._id })}`,
    },
  ];
  return links
    .filter((l) => canOpen(l.path) && (l.path === '/r/account-statement' || account.is_active))
    .map((l) => ({ label: l.label, to: l.to, isSoon: !isAvailable(l.path) }));
}
