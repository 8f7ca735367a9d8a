import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { ReactNode } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MyAccountsLink } from '@/ui/my-accounts-link.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useSendAccounts } from '../api/get-send-accounts.ts';

type SendAccountsGateProps = {
  /** The page's title, shown above the loading, error or empty state (the flow draws its own). */
  title: ReactNode;
  /** The flow, given the open accounts it may pay from. */
  children: (accounts: TCurrencyAccount[]) => ReactNode;
};

/**
 * A focused send page (no side panel) once its accounts are here: the flow with the open accounts, or, until then or
 * without an account to pay from, the title above the loading, error or empty state.
 */
export function SendAccountsGate({ title, children }: SendAccountsGateProps) {
  const accounts = useSendAccounts();
  const open = (accounts.data?.accounts ?? []).filter((a) => a.is_active);
  if (open.length > 0) return <div className="page send-page">{children(open)}</div>;
  return (
    <div className="page send-page">
      {title}
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={() => true}
        empty={
          <EmptyState
            title="You need a currency account to send money"
            description="Open a currency account and add money to it, then come back to pay your contacts."
            action={<MyAccountsLink />}
          />
        }
      >
        {() => null}
      </QueryState>
    </div>
  );
}
