import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { SendAccountsGate } from './send-accounts-gate.tsx';

/** The account summary as the API answers it. */
function serve(accounts: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ accounts }), { status: 200 })),
  );
}

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const flow = vi.fn((accounts: readonly { currency: string }[]) => (
    <p>Paying from {accounts.map((a) => a.currency).join(', ')}</p>
  ));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SendAccountsGate title={<h1>Send to a group</h1>}>{flow}</SendAccountsGate>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return flow;
}

describe('[SEND] accounts gate', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title while the accounts load, then only the flow, given the open accounts', async () => {
    serve([makeAccount({ currency: 'SGD' }), makeAccount({ currency: 'USD', is_active: false })]);
    const flow = renderGate();
    expect(screen.getByRole('heading', { name: 'Send to a group' })).toBeTruthy();
    expect(await screen.findByText('Paying from SGD')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Send to a group' })).toBeNull();
    expect(flow).toHaveBeenLastCalledWith([expect.objectContaining({ currency: 'SGD' })]);
  });

  it('without an open account, says so under the title and leads to My accounts', async () => {
    serve([makeAccount({ currency: 'USD', is_active: false })]);
    const flow = renderGate();
    expect(await screen.findByText('You need a currency account to send money')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send to a group' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My accounts' }).getAttribute('href')).toBe('/r/myaccounts');
    expect(flow).not.toHaveBeenCalled();
  });
});
