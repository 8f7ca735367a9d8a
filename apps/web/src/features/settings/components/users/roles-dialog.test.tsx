import type { TSettingsUser } from '@corridor/contracts/settings/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES_PAGE_SIZE, RolesDialog } from './roles-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (i: number): TSettingsUser => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Employee ${String(i).padStart(3, '0')}`,
  email: `employee${i}@demo.test`,
  roles: [{ role_name: 'sme_checker' }],
  is_approver: false,
  has_cards: false,
  is_active: true,
  is_password_generated: false,
  created_at: '2026-11-01T08:00:00.000Z',
});
/** 130 active users: more than one page of the list, and more than one page of the API (100). */
const EVERYONE = Array.from({ length: 130 }, (_, i) => person(i + 1));

function renderDialog(bulkAnswer: { status: number; body: unknown }) {
  const calls: { url: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url: path, body });
      if (path.endsWith('/user/pagination')) {
        const data = EVERYONE.slice(body.start, body.start + body.length);
        return new Response(JSON.stringify({ data, total: EVERYONE.length }), { status: 200 });
      }
      return new Response(JSON.stringify(bulkAnswer.body), { status: bulkAnswer.status });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RolesDialog onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return { calls, dialog: screen.getByRole('dialog', { name: 'Edit roles' }) };
}

const adminBox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name: `Admin for ${name}` });

describe('[USERS] roles in bulk across pages', () => {
  it('reads every active user (all API pages), pages inside the dialog, and saves the changes of all pages at once', async () => {
    const { calls, dialog } = renderDialog({ status: 200, body: { message: 'Roles updated', users: [] } });
    await waitFor(() => expect(within(dialog).getByText('1–20 of 130 active users')).toBeTruthy());
    const reads = calls.filter((c) => c.url.endsWith('/user/pagination')).map((c) => c.body);
    expect(reads).toEqual([
      { start: 0, length: 100, include_inactive: false },
      { start: 100, length: 100, include_inactive: false },
    ]);
    expect(within(dialog).getAllByRole('row')).toHaveLength(ROLES_PAGE_SIZE + 1);

    fireEvent.click(adminBox(dialog, 'Employee 001'));
    for (let page = 0; page < 6; page++) fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('121–130 of 130 active users')).toBeTruthy();
    fireEvent.click(adminBox(dialog, 'Employee 130'));
    // Back on the first page the first edit is still there.
    for (let page = 0; page < 6; page++) fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect((adminBox(dialog, 'Employee 001') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/roles/bulk'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/roles/bulk'))!.body).toEqual({
      users: [
        { userId: EVERYONE[0]!._id, roles: ['sme_checker', 'sme_admin'] },
        { userId: EVERYONE[129]!._id, roles: ['sme_checker', 'sme_admin'] },
      ],
    });
  });

  it('a refusal of the whole (all or none) names the user it is about, even on another page', async () => {
    const message = 'You cannot remove your own last admin right.';
    const { dialog } = renderDialog({
      status: 409,
      body: { code: 'LAST_ADMIN_RIGHT', message, errors: [{ field: 'users.1.roles', message }] },
    });
    await waitFor(() => expect(within(dialog).getByText('1–20 of 130 active users')).toBeTruthy());
    fireEvent.click(adminBox(dialog, 'Employee 002'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(adminBox(dialog, 'Employee 030'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(within(dialog).getByText(`Employee 030: ${message}`)).toBeTruthy());
  });
});
