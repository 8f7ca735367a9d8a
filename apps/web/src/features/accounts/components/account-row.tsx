import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { Link } from 'react-router';
import { accountName } from '@/lib/account-label.ts';
import { type ActionItem, ActionMenu } from '@/ui/action-menu.tsx';
import { Button } from '@/ui/button.tsx';
import { CurrencyFlag } from '@/ui/currency-flag.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { SoonBadge } from '@/ui/soon-badge.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { ACTION_LABELS, type AccountAction } from './account-actions.ts';
import { AccountLinkIcon } from './account-link-icons.tsx';
import { VfaStatusChip } from './vfa-status-chip.tsx';

type AccountRowProps = {
  account: TCurrencyAccount;
  actions: readonly AccountAction[];
  onAction: (action: AccountAction, account: TCurrencyAccount) => void;
  /** Links to other pages for this currency: add money, send, its statement (only those the user may open). */
  links?: readonly AccountLink[];
};

export type AccountLink = { label: string; to: string; isSoon: boolean };

// Shown as buttons on the row; everything else sits in the "More" menu.
const PRIMARY: readonly AccountAction[] = ['share', 'createVfa'];

/** One currency account: name and badges, number, ledger and available balances, and its actions. */
export function AccountRow({ account, actions, onAction, links = [] }: AccountRowProps) {
  const name = accountName(account);
  const menu: ActionItem[] = actions
    .filter((a) => !PRIMARY.includes(a))
    .map((a) => ({
      label: ACTION_LABELS[a],
      onSelect: () => onAction(a, account),
      tone: a === 'close' ? 'danger' : undefined,
    }));
  return (
    <li className={account.hidden ? 'account-row is-hidden' : 'account-row'} aria-label={`${name} account`}>
      <CurrencyFlag currency={account.currency} />
      <div>
        <h2 className="account-name">
          {name}
          {account.is_default_account ? <StatusChip label="Default" tone="info" /> : null}
          {account.hidden ? <StatusChip label="Hidden" /> : null}
          {account.VFA ? <VfaStatusChip vfa={account.VFA} /> : null}
        </h2>
        <p className="account-meta">
          {account.currency} · Account number {account.account_number}
        </p>
      </div>
      <Balances account={account} />
      {/* Always in the row (empty when there are none), so every row fills the same columns. */}
      <div className="account-links-cell">
        {links.length > 0 ? (
          <ul className="account-links" aria-label={`${name} shortcuts`}>
            {links.map((l) => (
              <li key={l.label}>
                {/* An even tile: the icon, the label under it, and "Soon" under that for a page not built yet. */}
                <Link to={l.to} className="account-link">
                  <span className="account-link-icon">
                    <AccountLinkIcon label={l.label} />
                  </span>
                  <span className="account-link-label">{l.label}</span>
                  {l.isSoon ? <SoonBadge /> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="account-actions">
        {actions
          .filter((a) => PRIMARY.includes(a))
          .map((a) => (
            <Button key={a} variant="secondary" onClick={() => onAction(a, account)}>
              {ACTION_LABELS[a]}
            </Button>
          ))}
        {menu.length > 0 ? <ActionMenu label="More" accessibleLabel={`More actions for ${name}`} items={menu} /> : null}
      </div>
    </li>
  );
}

/**
 * The balance; the ledger and available balances are told apart only when money is held back (they differ), as
 * two figures are otherwise the same number twice.
 */
function Balances({ account }: { account: TCurrencyAccount }) {
  const ledger = account.running_balance.amountMinor;
  const available = account.available_balance.amountMinor;
  const isHeld = ledger !== available;
  return (
    <div className="account-figure">
      <span className="account-figure-label">{isHeld ? 'Ledger balance' : 'Balance'}</span>
      <span className="account-figure-value">
        <MoneyText minor={ledger} currency={account.currency} withCode />
      </span>
      {isHeld ? (
        <span className="account-figure-sub">
          Available <MoneyText minor={available} currency={account.currency} withCode />
        </span>
      ) : null}
    </div>
  );
}
