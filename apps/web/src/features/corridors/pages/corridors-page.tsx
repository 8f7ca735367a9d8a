import { useState } from 'react';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PageTitle } from '@/ui/page-title.tsx';
import { PlainTable } from '@/ui/plain-table.tsx';
import { QueryState } from '@/ui/query-state.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSupportedCorridors } from '../api/get-corridors.ts';
import { type CorridorRow, corridorRows } from '../components/corridor-rows.ts';
import '../corridors.css';

/** /r/corridors (Help): where the business can send money, in which currencies, and how each is paid. */
export function CorridorsPage() {
  const corridors = useSupportedCorridors();
  const [search, setSearch] = useState('');
  return (
    <div className="page corridors-page">
      <PageTitle
        title="Corridors"
        description="The countries you can pay, the currencies they can be paid in, and how the money travels."
      />
      <search className="corridor-search" aria-label="Find a corridor">
        <TextField
          label="Search by country or currency"
          type="search"
          value={search}
          maxLength={50}
          placeholder="e.g. Germany or EUR"
          onChange={(e) => setSearch(e.target.value)}
        />
      </search>
      <QueryState
        query={corridors}
        loadingLabel="Loading corridors"
        errorTitle="We could not load the corridors"
        isEmpty={(d) => corridorRows(d.data, search).length === 0}
        empty={<EmptyState title="No corridor matches" description="Try another country name or currency code." />}
      >
        {(d) => (
          <PlainTable<CorridorRow>
            caption="Supported corridors"
            rows={corridorRows(d.data, search)}
            rowKey={(r) => r.country}
            columns={[
              { key: 'country', header: 'Country', isRowHeader: true, cell: (r) => r.countryName },
              {
                key: 'currencies',
                header: 'Currencies and how they are paid',
                cell: (r) => (
                  <ul className="corridor-currencies">
                    {r.currencies.map((c) => (
                      <li key={c.code}>
                        <strong>{c.code}</strong> <span className="muted">{c.methods.join(' or ')}</span>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
