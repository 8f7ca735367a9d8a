import type { TBankAccount } from '@corridor/contracts/bank-accounts/bank-account';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { entityConfig } from '@corridor/domain/entities';
import { WITHDRAW_MESSAGES } from '@corridor/domain/withdrawals/withdraw-rules';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MyAccountsLink } from '@/ui/my-accounts-link.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useReceiveSettings } from '../api/receive-settings.ts';
import { ReceiveSettingsPanel } from '../components/receive-settings-panel.tsx';
import { RecentWithdrawals } from '../components/recent-withdrawals.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawResult } from '../components/withdraw-result.tsx';
import { useWithdrawSources } from '../hooks/use-withdraw-sources.ts';
import '../withdraw.css';

/** The add-a-bank-account dialog, drawn by the page that composes this one (the bank accounts feature owns it). */
export type AddBankAccountSlot = (args: {
  currency: string;
  onClose: () => void;
  onSaved: (account: TBankAccount) => void;
}) => ReactNode;

type WithdrawPageProps = {
  clientId: string;
  entity: string;
  timeZone?: string;
  /** The "Bank accounts" section, from the bank accounts feature. */
  bankAccounts: ReactNode;
  addBankAccount: AddBankAccountSlot;
};

/**
 * /r/withdraw (and /r/uip/withdraw): AU, US and SG businesses withdraw from a currency account to their own bank
 * account (spec §9); businesses whose balances are swept at the end of the day choose where and what is swept
 * instead; others read that withdrawals are not available to them. Their bank accounts and recent withdrawals below.
 */
export function WithdrawPage({ clientId, entity, timeZone, bankAccounts, addBankAccount }: WithdrawPageProps) {
  const config = entityConfig(entity);
  const [done, setDone] = useState<TWithdrawal | null>(null);
  const [round, setRound] = useState(0);
  const [adding, setAdding] = useState<{ currency: string; onAdded: (a: TBankAccount) => void } | null>(null);
  const { sources, banks } = useWithdrawSources(clientId);
  const description = config?.hasAutoSweep
    ? 'Your balances are swept to your bank at the end of each day.'
    : 'Move money from a currency account to your business’s own bank account.';

  let main: ReactNode;
  if (config?.hasManualWithdrawal) {
    main = (
      <QueryState
        query={sources}
        loadingLabel="Loading your accounts"
        errorTitle="We could not load your accounts"
        isEmpty={(d) => d.accounts.length === 0}
        empty={<EmptyState title="You have no currency account to withdraw from" action={<MyAccountsLink />} />}
      >
        {(d) =>
          done ? (
            <WithdrawResult
              first={done}
              timeZone={timeZone}
              onAnother={() => {
                setDone(null);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <WithdrawForm
              key={round}
              accounts={d.accounts}
              banks={d.banks}
              onAddBankAccount={(currency, onAdded) => setAdding({ currency, onAdded })}
              onDone={setDone}
            />
          )
        }
      </QueryState>
    );
  } else if (config?.hasAutoSweep) {
    main = <SweepSettings banks={banks} />;
  } else {
    main = (
      <EmptyState
        title={WITHDRAW_MESSAGES.notAvailable(config?.countryName ?? entity)}
        description="Your bank accounts are kept below for when it is."
      />
    );
  }

  return (
    <div className="page withdraw-page">
      <PageTitle title="Withdraw" description={description} />
      {main}
      {bankAccounts}
      <RecentWithdrawals timeZone={timeZone} />
      {adding
        ? addBankAccount({
            currency: adding.currency,
            onClose: () => setAdding(null),
            onSaved: (account) => adding.onAdded(account),
          })
        : null}
    </div>
  );
}

function SweepSettings({ banks }: { banks: readonly TBankAccount[] }) {
  const settings = useReceiveSettings();
  return (
    <QueryState
      query={settings}
      loadingLabel="Loading your sweep settings"
      errorTitle="We could not load your sweep settings"
    >
      {(s) => <ReceiveSettingsPanel key={s.autosweepBankAccount?.accountId ?? 'none'} settings={s} banks={banks} />}
    </QueryState>
  );
}
