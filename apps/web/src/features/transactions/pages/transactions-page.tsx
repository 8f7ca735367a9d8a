import { todayIn } from '@corridor/domain/dates';
import { PageTitle } from '@/ui/page-title.tsx';
import { OpenRfis } from '../components/open-rfis.tsx';
import { TransactionFiltersForm } from '../components/transaction-filters-form.tsx';
import { TransactionResults } from '../components/transaction-results.tsx';
import { toTransactionsQuery } from '../hooks/transaction-filters.ts';
import { useTransactionFilters } from '../hooks/use-transaction-filters.ts';
import '../transactions.css';

/** /r/transactions: every money movement of the business, filtered, paged and downloadable. */
export function TransactionsPage({ timeZone }: { timeZone?: string }) {
  const [filters, apply] = useTransactionFilters();
  return (
    <div className="page">
      <PageTitle
        title="Transactions"
        description="Everything you sent, added, withdrew, exchanged and received, newest first."
      />
      <OpenRfis />
      <TransactionFiltersForm applied={filters} today={todayIn(timeZone, new Date())} onApply={apply} />
      <TransactionResults query={toTransactionsQuery(filters)} timeZone={timeZone} />
    </div>
  );
}
