import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { ENTRY_TYPE_LABELS, ENTRY_TYPES, type EntryType, type LedgerType } from '@corridor/domain/entry-types';
import { useState } from 'react';
import { accountLabel } from '@/lib/account-label.ts';
import { CurrencySelect } from '@/ui/currency-select.tsx';
import { DateRangeField } from '@/ui/date-range-field.tsx';
import { FilterBar } from '@/ui/filter-bar.tsx';
import { SelectField } from '@/ui/select-field.tsx';
import { useFilterDraft } from '@/ui/use-filter-draft.ts';
import { EMPTY_FILTERS, type StatementFilters } from '../hooks/statement-filters.ts';

type StatementFiltersFormProps = {
  accounts: readonly TCurrencyAccount[];
  applied: StatementFilters;
  /** Latest day a range may end on: today in the business's zone. */
  today: string;
  onApply: (filters: StatementFilters) => void;
};

const LEDGER_OPTIONS = [
  { value: 'CREDIT', label: 'Credit (money in)' },
  { value: 'DEBIT', label: 'Debit (money out)' },
];
const TYPE_OPTIONS = ENTRY_TYPES.map((t) => ({ value: t, label: ENTRY_TYPE_LABELS[t] }));

type Immediate = Pick<StatementFilters, 'accountId' | 'reportingCurrency'>;

/**
 * The statement's filters. The account and the reporting currency apply as soon as they are chosen (what is on
 * screen, and so what a download holds, always matches the selectors); dates, ledger and type wait for "Apply
 * filters" (FilterBar), so a half-typed date never hits the API. On a phone the form folds away behind "Filters".
 */
export function StatementFiltersForm({ accounts, applied, today, onApply }: StatementFiltersFormProps) {
  const filters = useFilterDraft(applied, onApply);
  const { draft, setDraft, set } = filters;
  // The draft to keep when our own immediate change comes back as the applied filters.
  const [kept, setKept] = useState<StatementFilters | null>(null);
  // New applied filters (Apply, Back, an edited address) reset the draft in place: the form is not remounted, so
  // focus stays on the control the person used. An immediate change keeps what else is being edited.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    const isOurs =
      kept !== null && kept.accountId === applied.accountId && kept.reportingCurrency === applied.reportingCurrency;
    setShown(applied);
    setDraft(isOurs ? kept : applied);
    setKept(null);
    if (!isOurs) filters.resetRange();
  }
  const applyNow = (patch: Partial<Immediate>) => {
    setKept({ ...draft, ...patch });
    set(patch);
    onApply({ ...applied, ...patch });
  };
  const currencies = [...new Set(accounts.map((a) => a.currency))].sort().map((c) => ({ value: c, label: c }));
  const activeCount = (['from', 'to', 'ledgerType', 'type', 'reportingCurrency'] as const).filter(
    (k) => applied[k] !== '',
  ).length;
  return (
    <FilterBar
      label="Statement filters"
      toggleLabel="Filters"
      activeCount={activeCount}
      onApply={filters.apply}
      onClear={() => filters.clear({ ...EMPTY_FILTERS, accountId: draft.accountId })}
    >
      <SelectField
        className="is-wide"
        label="Account"
        options={accounts.map((a) => ({ value: a._id, label: accountOptionLabel(a) }))}
        value={draft.accountId}
        onChange={(accountId) => applyNow({ accountId })}
      />
      <DateRangeField legend="Date range" max={today} {...filters.dateRange} />
      <SelectField
        label="Ledger"
        allLabel="Credit and debit"
        options={LEDGER_OPTIONS}
        value={draft.ledgerType}
        onChange={(ledgerType) => set({ ledgerType: ledgerType as LedgerType | '' })}
      />
      <SelectField
        label="Type"
        allLabel="All types"
        options={TYPE_OPTIONS}
        value={draft.type}
        onChange={(type) => set({ type: type as EntryType | '' })}
      />
      <CurrencySelect
        label="Reporting currency"
        allLabel="Account currency"
        currencies={currencies}
        value={draft.reportingCurrency}
        onChange={(currency) => applyNow({ reportingCurrency: currency as StatementFilters['reportingCurrency'] })}
      />
    </FilterBar>
  );
}

/** "Singapore Dollar (SGD) · 4359158276", with the label if the business gave one, and "closed" when it is. */
export function accountOptionLabel(a: TCurrencyAccount): string {
  return `${accountLabel(a)}${a.is_active ? '' : ' · closed'}`;
}
