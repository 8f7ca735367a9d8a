import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { formatDate } from '@corridor/domain/dates';
import { useState } from 'react';
import { rateText } from '@/lib/fx-text.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { MoneyText } from '@/ui/money-text.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { StatusChip } from '@/ui/status-chip.tsx';
import { CONTRACTS_PAGE_SIZE, useForwardContracts } from '../api/get-contracts.ts';
import { contractChip } from './hedging-text.ts';
import '@/ui/row-list.css';

/**
 * The business's forward contracts with their maturity: booked ones first, nearest maturity first, then the settled,
 * failed and cancelled ones. Each opens its details; pages of ten.
 */
export function ContractList({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const contracts = useForwardContracts(page);
  const pages = Math.max(1, Math.ceil((contracts.data?.total ?? 0) / CONTRACTS_PAGE_SIZE));
  return (
    <section className="stack" aria-labelledby="contracts-title">
      <h2 id="contracts-title">Your forward contracts</h2>
      <QueryState
        query={contracts}
        loadingLabel="Loading your forward contracts"
        loadingLines={4}
        errorTitle="We could not load your forward contracts"
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            title="No forward contracts yet"
            description="Contracts you book appear here with their maturity date."
          />
        }
      >
        {(data) => (
          <>
            <ul className="row-list contract-list" aria-label="Forward contracts">
              {data.rows.map((c) => (
                <ContractRow key={c._id} contract={c} onOpen={onOpen} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="contract-pages" aria-label="Forward contract pages">
                <Button variant="secondary" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
                  Previous
                </Button>
                <span className="muted">
                  Page {page} of {pages}
                </span>
                <Button variant="secondary" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

const MATURITY_WORD: Record<TForwardContract['status'], string> = {
  BOOKED: 'Matures',
  SETTLED: 'Matured',
  SETTLEMENT_FAILED: 'Matured',
  CANCELLED: 'Was to mature',
};

function ContractRow({ contract: c, onOpen }: { contract: TForwardContract; onOpen: (id: string) => void }) {
  const chip = contractChip(c.status);
  return (
    <li className="row-list-item contract-row">
      <div className="row-list-main contract-row-main">
        <button type="button" className="contract-row-link" onClick={() => onOpen(c._id)}>
          {c.source_currency} to {c.destination_currency}
          <span className="visually-hidden">, {c.contract_number}</span>
        </button>
        <span className="contract-row-maturity">
          {MATURITY_WORD[c.status]} {formatDate(c.maturity_date)}
        </span>
        <span className="muted contract-row-meta">
          <span className="mono nowrap">{c.contract_number}</span> · {rateText(c)}
        </span>
      </div>
      <div className="row-list-figures contract-row-figures">
        <StatusChip label={chip.label} tone={chip.tone} />
        <MoneyText minor={`-${c.source_amount.amountMinor}`} currency={c.source_currency} withCode isSigned />
        <MoneyText minor={c.destination_amount.amountMinor} currency={c.destination_currency} withCode isSigned />
      </div>
    </li>
  );
}
