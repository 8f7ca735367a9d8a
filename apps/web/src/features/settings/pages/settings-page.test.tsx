import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeActiveClient, makeSessionUser } from '@/test/factories.ts';
import { SettingsPage, type SettingsPageProps } from './settings-page.tsx';

const CLIENT = makeActiveClient();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(props: Partial<SettingsPageProps> = {}, url = '/r/settings') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <SettingsPage
          client={CLIENT}
          user={makeSessionUser({ roles: [{ role_name: 'sme_admin' }] })}
          isVopOn
          hasAutoSweep={false}
          changePassword={<p>password form</p>}
          sweepSettings={null}
          onClientUpdated={() => undefined}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('[SETTINGS] tabs', () => {
  it('an admin sees every tab, and the profile first with the registered name read-only', () => {
    renderPage();
    expect(tabNames()).toEqual(['Profile', 'Security', 'Users', 'Verification', 'Auto-sweep bank details']);
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Lion City Traders Pte Ltd')).toBeTruthy();
    expect((screen.getByLabelText('Trading name (optional)') as HTMLInputElement).disabled).toBe(false);
  });

  it('a checker sees no Users tab, cannot edit the profile, and a link to ?tab=users opens the profile', () => {
    renderPage({ user: makeSessionUser({ roles: [{ role_name: 'sme_checker' }] }) }, '/r/settings?tab=users');
    expect(tabNames()).not.toContain('Users');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Trading name (optional)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only an admin of your business can change these.')).toBeTruthy();
  });

  it('hides Verification while its flag is off, and opens a tab named in the address', () => {
    renderPage({ isVopOn: false }, '/r/settings?tab=security');
    expect(tabNames()).not.toContain('Verification');
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('password form')).toBeTruthy();
  });
});
