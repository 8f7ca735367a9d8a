import type { TCardWithdrawal } from '@corridor/contracts/card-balances/card-withdraw';
import { useState } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useCardBalances } from '../api/get-card-balances.ts';
import { CardWithdrawForm } from '../components/card-withdraw-form.tsx';
import { CardWithdrawResult } from '../components/card-withdraw-result.tsx';
import { RecentCardWithdrawals } from '../components/recent-card-withdrawals.tsx';
import '../card-withdraw.css';

/**
 * /r/card/withdraw: money on a card balance goes back to the business's own currency account in the same currency, at
 * once. The card balances to choose from, the form and its review, the outcome, then the latest card withdrawals.
 */
export function CardWithdrawPage({ timeZone }: { timeZone?: string }) {
  const balances = useCardBalances();
  const [done, setDone] = useState<TCardWithdrawal | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="page card-withdraw-page">
      <PageTitle
        title="Withdraw from card"
        description="Move money from a card balance back to your account in the same currency."
      />
      <QueryState
        query={balances}
        loadingLabel="Loading your card balances"
        errorTitle="We could not load your card balances"
        isEmpty={(d) => d.balances.length === 0}
        empty={
          <EmptyState
            title="You have no card balance yet"
            description="Money you add to your cards appears here, and can be moved back to your account."
          />
        }
      >
        {(d) =>
          done ? (
            <CardWithdrawResult
              withdrawal={done}
              onAnother={() => {
                setDone(null);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <CardWithdrawForm key={round} balances={d.balances} onDone={setDone} />
          )
        }
      </QueryState>
      <RecentCardWithdrawals timeZone={timeZone} />
    </div>
  );
}
