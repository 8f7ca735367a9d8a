import { todayIn } from '@corridor/domain/dates';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MyAccountsLink } from '@/ui/my-accounts-link.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { useHedgingAccounts } from '../api/get-hedging-accounts.ts';
import { ContractList } from './contract-list.tsx';
import { ForwardForm } from './forward-form.tsx';

/** Once approved: a new forward contract above, the contracts below. */
type ContractsViewProps = {
  timeZone?: string;
  onOpen: (id: string) => void;
  /** A contract was booked: its details open and say so. */
  onBooked: (id: string) => void;
};

export function ContractsView({ timeZone, onOpen, onBooked }: ContractsViewProps) {
  const accounts = useHedgingAccounts();
  const open = (accounts.data?.accounts ?? []).filter((a) => a.is_active);
  const today = todayIn(timeZone, new Date());
  return (
    <div className="stack hedging-contracts">
      <QueryState
        query={accounts}
        loadingLabel="Loading your accounts"
        loadingLines={5}
        errorTitle="We could not load your accounts"
        isEmpty={() => new Set(open.map((a) => a.currency)).size < 2}
        empty={
          <EmptyState
            title="You need accounts in two currencies"
            description="A forward contract sells from one of your currency accounts and buys into another."
            action={<MyAccountsLink />}
          />
        }
      >
        {() => <ForwardForm accounts={open} today={today} onBooked={(contract) => onBooked(contract._id)} />}
      </QueryState>
      <ContractList onOpen={onOpen} />
    </div>
  );
}
