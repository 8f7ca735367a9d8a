import type { TExchange } from '@corridor/contracts/fx/fx-common';
import { defaultFixedSide } from '@corridor/domain/fx';
import { useState } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MyAccountsLink } from '@/ui/my-accounts-link.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useExchangeAccounts } from '../api/get-exchange-accounts.ts';
import { ExchangeForm } from '../components/exchange-form.tsx';
import { ExchangeSuccess } from '../components/exchange-success.tsx';
import { RecentExchanges } from '../components/recent-exchanges.tsx';
import '../exchange.css';

type ExchangePageProps = {
  timeZone?: string;
  /** The business's `default_bookfx_type`: whether a new exchange starts from the amount sold or bought. */
  defaultBookFxType?: string | null;
};

/** /r/exchange: convert between two of the business's currency accounts at a live rate; recent exchanges below. */
export function ExchangePage({ timeZone, defaultBookFxType }: ExchangePageProps) {
  const accounts = useExchangeAccounts();
  const [booked, setBooked] = useState<TExchange | null>(null);
  // Every new exchange starts a fresh form (and a fresh confirmation).
  const [round, setRound] = useState(0);
  const open = (accounts.data?.accounts ?? []).filter((a) => a.is_active);
  return (
    <div className="page exchange-page">
      <PageTitle title="Exchange" description="Convert money between your currency accounts at a live rate." />
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        loading={<ExchangeFormSkeleton />}
        errorTitle="We could not load your accounts"
        isEmpty={() => open.length < 2}
        empty={
          <EmptyState
            title="You need two currency accounts to exchange"
            description="Open another currency account, then come back to convert money between them."
            action={<MyAccountsLink />}
          />
        }
      >
        {() =>
          booked ? (
            <ExchangeSuccess
              exchange={booked}
              onAnother={() => {
                setBooked(null);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <ExchangeForm
              key={round}
              accounts={open}
              defaultFixedSide={defaultFixedSide(defaultBookFxType)}
              onBooked={setBooked}
            />
          )
        }
      </QueryState>
      <RecentExchanges timeZone={timeZone} />
    </div>
  );
}

function ExchangeFormSkeleton() {
  return (
    <div className="panel exchange-form exchange-form-skeleton" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="exchange-side">
          <span className="skeleton" />
          <span className="skeleton" />
        </div>
      ))}
    </div>
  );
}
