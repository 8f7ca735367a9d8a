import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session/session-store.ts';
import { makeActiveClient, makeSessionUser } from '@/test/factories.ts';
import { PrivilegeGuard } from './privilege-guard.tsx';

const serverError = () =>
  new Response(JSON.stringify({ code: 'UNEXPECTED_ERROR', message: 'Something went wrong.' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

function renderGuarded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/r/dashboard']}>
        <Routes>
          <Route element={<PrivilegeGuard />}>
            <Route path="/r/dashboard" element={<p>Dashboard page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('[ACCESS] the privilege guard when the business cannot be read', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('says so and offers to try again, instead of fetching again and again behind a spinner', async () => {
    const fetch = vi.fn(async (_url: unknown) => serverError());
    vi.stubGlobal('fetch', fetch);
    setSession(makeSessionUser(), 'csrf');
    renderGuarded();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your business');
    // The two reads (details and flags) were made once each; showing the panel asks for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Dashboard page')).toBeNull();

    // Once the server answers again, "Try again" opens the page.
    const user = makeSessionUser();
    fetch.mockImplementation(async (url: unknown) => {
      const body = String(url).includes('feature')
        ? { features: [], traits: [] }
        : { user, client: makeActiveClient() };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });
});
