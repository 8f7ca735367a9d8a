import type { TBalanceSeries } from '@corridor/contracts/dashboard/balance-history';
import { useState } from 'react';
import { NativeSelectField } from '@/ui/native-select-field.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { DEFAULT_HISTORY_DAYS, useBalanceHistory } from '../api/get-balance-history.ts';
import { BalanceHistory } from './balance-history.tsx';
import { HistorySkeleton } from './dashboard-skeletons.tsx';

const PERIODS = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '180', label: 'Last 180 days' },
];
const TOTAL = 'total';

/** Balance over time, for the base-currency total or one currency, over a chosen period. */
export function HistorySection() {
  const [days, setDays] = useState(DEFAULT_HISTORY_DAYS);
  const [choice, setChoice] = useState(TOTAL);
  const history = useBalanceHistory(days);
  const series = history.data?.series ?? [];
  const selected: TBalanceSeries | undefined =
    series.find((s) => (choice === TOTAL ? s.isBaseTotal : !s.isBaseTotal && s.currency === choice)) ??
    series.find((s) => s.isBaseTotal) ??
    series[0];
  const options = series.map((s) => ({
    value: s.isBaseTotal ? TOTAL : s.currency,
    label: s.isBaseTotal ? `Total in ${s.currency}` : s.currency,
  }));
  const title = selected?.isBaseTotal ? `Total balance in ${selected.currency}` : `${selected?.currency ?? ''} balance`;

  return (
    <section aria-labelledby="history-title" className="panel stack">
      <div className="section-head">
        <h2 id="history-title" className="section-title">
          Balance over time
        </h2>
        <div className="toolbar-actions">
          {options.length > 1 ? (
            <NativeSelectField
              label="Show"
              options={options}
              value={selected?.isBaseTotal ? TOTAL : (selected?.currency ?? TOTAL)}
              onChange={(e) => setChoice(e.target.value)}
            />
          ) : null}
          <NativeSelectField
            label="Period"
            options={PERIODS}
            value={String(days)}
            onChange={(e) => setDays(Number(e.target.value))}
          />
        </div>
      </div>
      <QueryState
        query={history}
        loadingLabel="Loading balance history"
        loading={<HistorySkeleton />}
        errorTitle="We could not load your balance history"
        isEmpty={() => !selected}
        empty={<p className="muted">No balance history yet. It appears here after your first transaction.</p>}
      >
        {() =>
          selected ? (
            <BalanceHistory
              title={title}
              currency={selected.currency}
              points={selected.points.map((p) => ({ date: p.date, minor: BigInt(p.balanceMinor) }))}
            />
          ) : null
        }
      </QueryState>
    </section>
  );
}
