import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { useMemo, useState } from 'react';
import { loadErrorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { SwitchField } from '@/ui/switch-field.tsx';
import { useAccountSummary } from '../api/get-account-summary.ts';
import { useCurrencyOptions } from '../api/get-currency-options.ts';
import { type AccountAction, actionsFor } from '../components/account-actions.ts';
import { AccountDialogs, type OpenDialog } from '../components/account-dialogs.tsx';
import { accountLinks } from '../components/account-links.ts';
import { AccountRow } from '../components/account-row.tsx';
import { OpenAccountDialog } from '../components/open-account-dialog.tsx';
import '../accounts.css';

export type MyAccountsPageProps = {
  /** The business's legal entity (SG, GB, …): which currencies it may open and receive in. */
  entity: string | undefined;
  /** Non-production dev tools, e.g. the sandbox incoming payment. */
  areDevToolsOn: boolean;
  /** Whether the user may open a page, and whether it is built (shortcuts to the others are marked "Soon"). */
  canOpen?: (path: string) => boolean;
  isAvailable?: (path: string) => boolean;
};

/** /r/myaccounts: currency accounts with balances, receiving details and everything that changes them. */
export function MyAccountsPage({
  entity,
  areDevToolsOn,
  canOpen = () => false,
  isAvailable = () => true,
}: MyAccountsPageProps) {
  const summary = useAccountSummary();
  const options = useCurrencyOptions(entity);
  const [isShowingHidden, setShowingHidden] = useState(false);
  const [isOpening, setOpening] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const accounts = summary.data?.accounts ?? [];
  const visible = accounts.filter((a) => isShowingHidden || !a.hidden);
  const hiddenCount = accounts.filter((a) => a.hidden).length;
  const title = options.data?.entity.myAccountsLabel ?? 'My accounts';
  const receivable = useMemo(
    () => new Set(options.data?.entity.offeredReceivingCurrencies.map((o) => o.currency)),
    [options.data],
  );
  const openable = useMemo(() => {
    const held = new Set(accounts.filter((a) => a.is_active).map((a) => a.currency));
    return (options.data?.currencyOptions ?? [])
      .filter((o) => !held.has(o.value))
      .map((o) => ({ value: o.value, label: o.labelToOpenAccount }));
  }, [accounts, options.data]);
  const onAction = (action: AccountAction, account: TCurrencyAccount) => setDialog({ action, account });

  return (
    <div className="page">
      <PageTitle
        title={title}
        description="Your currency accounts, their balances, and the details payers use to send you money."
        actions={
          <Button onClick={() => setOpening(true)} disabled={!options.data || !summary.data}>
            Open account
          </Button>
        }
      />
      <p className="muted accounts-explainer">
        The <strong>account number</strong> identifies the currency account inside Corridor, on statements and in
        support requests. The <strong>receiving details</strong> are a bank account in that currency, opened for you,
        that payers send money to; share them with "Share account details".
      </p>
      <div className="toolbar">
        <SwitchField
          label={hiddenCount > 0 ? `Show hidden accounts (${hiddenCount})` : 'Show hidden accounts'}
          isChecked={isShowingHidden}
          onChange={setShowingHidden}
        />
      </div>
      <QueryState
        query={summary}
        loadingLabel="Loading your accounts"
        loadingLines={4}
        errorTitle="We could not load your accounts"
        isEmpty={() => visible.length === 0}
        empty={
          <EmptyState
            title={accounts.length === 0 ? 'No accounts yet' : 'All your accounts are hidden'}
            description={
              accounts.length === 0
                ? 'Open a currency account to hold, receive and send money in that currency.'
                : 'Turn on "Show hidden accounts" to see them.'
            }
          />
        }
      >
        {() => (
          <ul className="account-list" aria-label="Currency accounts">
            {visible.map((account) => (
              <AccountRow
                key={account._id}
                account={account}
                actions={actionsFor(account, { canReceiveCurrency: receivable.has(account.currency), areDevToolsOn })}
                onAction={onAction}
                links={accountLinks(account, canOpen, isAvailable)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {options.isError ? (
        <ErrorPanel
          title="We could not load the currencies you can open"
          message={loadErrorMessage(options.error)}
          onRetry={() => void options.refetch()}
        />
      ) : null}
      {isOpening ? <OpenAccountDialog options={openable} onClose={() => setOpening(false)} /> : null}
      <AccountDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
