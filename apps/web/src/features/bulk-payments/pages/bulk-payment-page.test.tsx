import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkPaymentPage } from './bulk-payment-page.tsx';

const calls: string[] = [];
// The network is the outside world: the page's calls are recorded and answered with nothing in them.
vi.mock('@/lib/api/call-endpoint.ts', () => ({
  callEndpoint: vi.fn(async (endpoint: { path: string }) => {
    calls.push(endpoint.path);
    return endpoint.path.endsWith('/batch') ? { rows: [], nextCursor: null } : { data: [] };
  }),
}));

// A wide screen, as CSS media queries see it (jsdom has none).
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  calls.length = 0;
  vi.unstubAllGlobals();
});

function renderPage(isEnabled: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/r/bulkpayment']}>
        <BulkPaymentPage clientId="c1" isEnabled={isEnabled} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('[BULK] the page follows ENABLE_BULK_UPLOADS', () => {
  it('without the flag says bulk payments are not available, offers another way, and calls nothing', () => {
    renderPage(false);
    expect(screen.getByText('Bulk payments are not available for your business')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Send money' }).getAttribute('href')).toBe('/r/send');
    expect(screen.queryByText('Choose a file')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with the flag offers the template, the upload and the (empty) list of batches', async () => {
    renderPage(true);
    expect(screen.getByRole('heading', { name: 'New bulk payment' })).toBeTruthy();
    expect(screen.getByText('Choose a file')).toBeTruthy();
    expect(await screen.findByText('No batches yet')).toBeTruthy();
    expect(calls).toContain('/smebackend/api/v1/batch');
  });
});
