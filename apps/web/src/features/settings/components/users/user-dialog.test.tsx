import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserDialog } from './user-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(answer: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: new URL(url, 'http://x').pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UserDialog user={null} isSelf={false} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add a user' });
  return { calls, onClose, dialog };
}
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('[USERS] the add-a-user dialog', () => {
  it('says what is missing, in the API’s words, and sends nothing', () => {
    const { calls, dialog } = renderDialog({ status: 201, body: {} });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText('Name cannot be empty')).toBeTruthy();
    expect(within(dialog).getByText('Email required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one role, or the cards box')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the name, email, roles and boxes; a taken email shows on its field and the dialog stays', async () => {
    const { calls, dialog, onClose } = renderDialog({
      status: 409,
      body: {
        code: 'USER_EMAIL_TAKEN',
        message: 'A user with this email already exists.',
        errors: [{ field: 'email', message: 'A user with this email already exists.' }],
      },
    });
    type(dialog, 'Full name', 'Wei Ling Tan');
    type(dialog, 'Email', 'weiling@lioncity.example');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Team member' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cards' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(within(dialog).getByText('A user with this email already exists.')).toBeTruthy());
    expect(calls).toEqual([
      {
        url: '/smebackend/api/v1/settings/user/create',
        body: {
          name: 'Wei Ling Tan',
          email: 'weiling@lioncity.example',
          roles: ['sme_checker'],
          is_approver: false,
          has_cards: true,
        },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
