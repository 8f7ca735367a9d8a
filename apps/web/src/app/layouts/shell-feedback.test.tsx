import type { TFeatureFlag } from '@corridor/contracts/clients/feature-configuration';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKeys } from '@/features/client/api/client-keys.ts';
import { useOpenFeedback } from '@/features/feedback/components/feedback-dialog-provider.tsx';
import { ShellFeedback } from './shell-feedback.tsx';

function Trigger() {
  return useOpenFeedback() ? <button type="button">Feedback</button> : null;
}

/** The shell as the flags leave it; `features: null` means the configuration has not arrived yet. */
function renderWith(entity: string, features: TFeatureFlag[] | null) {
  // The cached answers stand; a refetch would go to fetch, which never answers here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(clientKeys.details, { client: { client_legal_entity: entity } } as never);
  if (features) client.setQueryData(clientKeys.features, { features, traits: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/r/dashboard']}>
        <Routes>
          <Route element={<ShellFeedback />}>
            <Route path="/r/dashboard" element={<Trigger />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.queryByRole('button', { name: 'Feedback' });
}

const csat = (enabled: boolean, metaData: TFeatureFlag['metaData'] = {}): TFeatureFlag[] => [
  { feature: 'CSAT_RATING_DISABLED', enabled, metaData },
];

describe('[FEEDBACK] the shell offers feedback unless CSAT_RATING_DISABLED is on', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers it when the flag is off or missing', () => {
    expect(renderWith('SG', csat(false))).not.toBeNull();
    cleanup();
    expect(renderWith('SG', [])).not.toBeNull();
  });

  it('hides it when the flag is on, for everyone or for the business’s entity', () => {
    expect(renderWith('SG', csat(true))).toBeNull();
    cleanup();
    expect(renderWith('AU', csat(true, { enabledEntities: ['AU'] }))).toBeNull();
    cleanup();
    expect(renderWith('SG', csat(true, { enabledEntities: ['AU'] }))).not.toBeNull();
  });

  it('waits for the flags before offering it', () => {
    expect(renderWith('SG', null)).toBeNull();
  });
});
