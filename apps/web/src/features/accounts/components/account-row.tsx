import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { currencyName, isCurrencyCode } from '@corridor/domain/currencies';
import { type ActionItem, ActionMenu } from '@/ui/action-menu.tsx';
import { Button } from '@/ui/button.tsx';
import { CurrencyFlag } from '@/ui/currency-flag.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { ACTION_LABELS, type AccountAction } from './account-actions.ts';
import { VfaStatusChip } from './vfa-status-chip.tsx';

type AccountRowProps = {
  account: TCurrencyAccount;
  actions: readonly AccountAction[];
  onAction: (action: AccountAction, account: TCurrencyAccount) => void;
};

// Shown as buttons on the row; everything else sits in the "More" menu.
const PRIMARY: readonly AccountAction[] = ['share', 'createVfa'];

/** One currency account: name and badges, number, ledger and available balances, and its actions. */
export function AccountRow({ account, actions, onAction }: AccountRowProps) {
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
      <Figure label="Ledger balance" minor={account.running_balance.amountMinor} currency={account.currency} />
      <Figure label="Available balance" minor={account.available_balance.amountMinor} currency={account.currency} />
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

function Figure({ label, minor, currency }: { label: string; minor: string; currency: string }) {
  return (
    <div className="account-figure">
      <span className="account-figure-label">{label}</span>
      <span className="account-figure-value">
        <MoneyText minor={minor} currency={currency} withCode />
      </span>
    </div>
  );
}

/** The business's label when it gave one, else the currency's name: "Payroll (SGD)", "Singapore Dollar (SGD)". */
export function accountName(account: Pick<TCurrencyAccount, 'label' | 'currency'>): string {
  const name = account.label || (isCurrencyCode(account.currency) ? currencyName(account.currency) : '');
  return name ? `${name} (${account.currency})` : account.currency;
}
