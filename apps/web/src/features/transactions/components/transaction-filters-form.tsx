import { CURRENCY_CODES } from '@corridor/domain/currencies';
import type { TransactionStatus } from '@corridor/domain/payouts/statuses';
import {
  ALL_TRANSACTIONS_LABEL,
  STATUS_FILTER_CHOICES,
  TRANSACTION_SEARCH_MAX,
  TRANSACTION_TYPE_FILTER_LABELS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@corridor/domain/transactions/list';
import { useState } from 'react';
import { CurrencySelect } from '@/ui/currency-select.tsx';
import { DateRangeField } from '@/ui/date-range-field.tsx';
import { FilterBar } from '@/ui/filter-bar.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useFilterDraft } from '@/ui/use-filter-draft.ts';
import { EMPTY_FILTERS, type TransactionFilters } from '../hooks/transaction-filters.ts';

type Props = {
  applied: TransactionFilters;
  /** Latest day a range may end on: today in the business's zone. */
  today: string;
  onApply: (filters: TransactionFilters) => void;
};

// One choice per label: "Awaiting approval" stands for its four statuses; the first of them is what is sent.
const STATUS_OPTIONS = STATUS_FILTER_CHOICES.filter((c) => c.statuses[0] !== 'PAYMENT_REQUESTED').map((c) => ({
  value: c.statuses[0]!,
  label: c.label,
}));
const CURRENCIES = CURRENCY_CODES.map((c) => ({ value: c, label: c }));
const TYPE_CHOICES: { value: TransactionType | ''; label: string }[] = [
  { value: '', label: ALL_TRANSACTIONS_LABEL },
  ...TRANSACTION_TYPES.map((t) => ({ value: t, label: TRANSACTION_TYPE_FILTER_LABELS[t] })),
];

/**
 * The list's filters (spec §2 "transaction filters": all, money added, sent, withdrawn, exchanged, received). The
 * kind applies as soon as it is picked; status, dates, currency and search wait for "Apply filters" (or Enter), so
 * a half-typed date never hits the API (FilterBar). On a phone the rest folds away behind "More filters".
 */
export function TransactionFiltersForm({ applied, today, onApply }: Props) {
  const filters = useFilterDraft(applied, onApply);
  const { draft, setDraft, set } = filters;
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const activeCount = (['status', 'from', 'to', 'currency', 'search'] as const).filter((k) => applied[k] !== '').length;
  return (
    <FilterBar
      label="Transaction filters"
      toggleLabel="More filters"
      activeCount={activeCount}
      onApply={filters.apply}
      onClear={() => filters.clear({ ...EMPTY_FILTERS, type: applied.type })}
      leading={
        <fieldset className="txn-types">
          <legend className="visually-hidden">Show</legend>
          {TYPE_CHOICES.map((c) => (
            <label key={c.value || 'all'} className={applied.type === c.value ? 'txn-type is-selected' : 'txn-type'}>
              <input
                type="radio"
                name="transaction-type"
                value={c.value}
                checked={applied.type === c.value}
                onChange={() => onApply({ ...applied, type: c.value })}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      }
    >
      <TextField
        className="is-wide"
        label="Search"
        type="search"
        placeholder="Transaction ID, batch ID or beneficiary"
        maxLength={TRANSACTION_SEARCH_MAX}
        value={draft.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <SelectField
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={(status) => set({ status: status as TransactionStatus | '' })}
      />
      <CurrencySelect
        label="Currency"
        allLabel="All currencies"
        currencies={CURRENCIES}
        value={draft.currency}
        onChange={(currency) => set({ currency: currency as TransactionFilters['currency'] })}
      />
      <DateRangeField legend="Date range" max={today} {...filters.dateRange} />
    </FilterBar>
  );
}
