import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '@/lib/session/session-store.ts';
import { makeSessionUser } from '@/test/factories.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The server is the outside world here: each call gets the next canned answer. */
function answers(...list: Array<{ status: number; body: unknown }>) {
  const fetchMock = vi.fn(async () => {
    const next = list.shift();
    return new Response(JSON.stringify(next?.body ?? {}), { status: next?.status ?? 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function reachCodeStep() {
  answers({
    status: 200,
    body: { message: 'Code sent', expiresInSeconds: 600, factor: 'email', canUseEmailCode: true },
  });
  renderLogin();
  type('Email', 'admin@demo.test');
  type('Password', 'Demo-pass-2026');
  submit('Continue');
  return screen.findByLabelText('Dynamic Access Code');
}

describe('[AUTH] login form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('asks for the email and the password when both are empty', async () => {
    renderLogin();
    submit('Continue');
    expect(await screen.findByText('Email required')).toBeTruthy();
    expect(screen.getByText('Password required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['not-an-email', 'Invalid Email ID'],
    ['Admin@Demo.test', 'email must be lowercase'],
  ])('refuses the email %s with "%s"', async (email, message) => {
    renderLogin();
    type('Email', email);
    type('Password', 'x');
    submit('Continue');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows the server answer for wrong credentials', async () => {
    answers({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password.' } });
    renderLogin();
    type('Email', 'admin@demo.test');
    type('Password', 'wrong');
    submit('Continue');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email or password.');
  });

  it.each([
    ['', 'Dynamic Access Code required'],
    ['12345', 'OTP should be at least 6 digits'],
    ['1234567', 'OTP should not be more than 6 digits'],
  ])('checks the code "%s" before sending it', async (otp, message) => {
    await reachCodeStep();
    type('Dynamic Access Code', otp);
    submit('Sign in');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows "Incorrect code." under the code field', async () => {
    await reachCodeStep();
    answers({ status: 401, body: { code: 'INCORRECT_CODE', message: 'Incorrect code.' } });
    type('Dynamic Access Code', '000000');
    submit('Sign in');
    expect(await screen.findByText('Incorrect code.')).toBeTruthy();
    expect(screen.getByLabelText('Dynamic Access Code').getAttribute('aria-invalid')).toBe('true');
    expect(getSession().status).not.toBe('authenticated');
  });

  it('starts the session with the right code', async () => {
    await reachCodeStep();
    const user = makeSessionUser();
    const fetchMock = answers({ status: 200, body: { user, csrfToken: 'tok' } });
    type('Dynamic Access Code', '123456');
    submit('Sign in');
    await vi.waitFor(() => expect(getSession().status).toBe('authenticated'));
    expect(fetchMock).toHaveBeenCalledWith('/r/api/login', expect.objectContaining({ method: 'POST' }));
    expect(getSession().csrfToken).toBe('tok');
  });

  it('asks a user with an authenticator app for its code, and offers a recovery code and the emailed fallback', async () => {
    answers({ status: 200, body: { message: 'App', expiresInSeconds: 0, factor: 'totp', canUseEmailCode: true } });
    renderLogin();
    type('Email', 'admin@demo.test');
    type('Password', 'Demo-pass-2026');
    submit('Continue');
    await screen.findByLabelText('Authentication code');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a code instead' })).toBeTruthy();
    const fetchMock = answers({ status: 200, body: { user: makeSessionUser(), csrfToken: 'tok' } });
    type('Authentication code', '123456');
    submit('Sign in');
    await vi.waitFor(() => expect(getSession().status).toBe('authenticated'));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ factor: 'totp', otp: '123456' });
  });

  it('takes a recovery code instead, and hides the emailed fallback when the business switched it off', async () => {
    answers({ status: 200, body: { message: 'App', expiresInSeconds: 0, factor: 'totp', canUseEmailCode: false } });
    renderLogin();
    type('Email', 'admin@demo.test');
    type('Password', 'Demo-pass-2026');
    submit('Continue');
    await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('button', { name: 'Email me a code instead' })).toBeNull();
    submit('Use a recovery code');
    const fetchMock = answers({
      status: 401,
      body: { code: 'INCORRECT_CODE', message: 'This recovery code is not valid or was already used.' },
    });
    type('Recovery code', 'abcde-fghjk');
    submit('Sign in');
    expect(await screen.findByText('This recovery code is not valid or was already used.')).toBeTruthy();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ factor: 'recovery', recoveryCode: 'abcde-fghjk' });
  });
});
