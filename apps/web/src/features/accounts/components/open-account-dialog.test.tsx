import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/test/factories.ts';
import { clearSnackbars } from '@/ui/snackbar/snackbar-store.ts';
import { OpenAccountDialog } from './open-account-dialog.tsx';

const OPTIONS = [
  { value: 'EUR', label: 'Euro (EUR)' },
  { value: 'GBP', label: 'British Pound (GBP)' },
  { value: 'JPY', label: 'Japanese Yen (JPY)' },
];

const account = (currency: string) => makeAccount({ currency: currency as TCurrencyAccount['currency'] });

function answers(...list: Array<{ status: number; body: unknown }>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = list.shift();
    return new Response(JSON.stringify(next?.body ?? {}), { status: next?.status ?? 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OpenAccountDialog options={OPTIONS} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const currencyBox = () => screen.getByRole('combobox', { name: 'Currency' });
/** Types into the currency combobox, as a person would, and picks the option that comes up. */
async function chooseCurrency(typed: string, option: string) {
  act(() => currencyBox().focus());
  fireEvent.change(currencyBox(), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('[ACCOUNTS] open a currency account', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => clearSnackbars());
  });

  it('asks for a currency before reviewing', async () => {
    renderDialog();
    click('Review');
    expect(await screen.findByText('Please choose a currency')).toBeTruthy();
    expect(currencyBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for at least one currency in bulk mode', async () => {
    renderDialog();
    fireEvent.click(screen.getByLabelText('Several currencies'));
    click('Review');
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose at least one currency');
  });

  it('confirms, then opens one account through create', async () => {
    const fetchMock = answers({ status: 200, body: { account: account('EUR') } });
    const onClose = renderDialog();
    await chooseCurrency('eur', 'Euro (EUR)');
    click('Review');
    expect(await screen.findByRole('heading', { name: 'Confirm new account' })).toBeTruthy();
    expect(screen.getByText('Euro (EUR)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    click('Open account');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/smebackend/api/v1/settings/account/create');
    expect(JSON.parse(String(init?.body))).toEqual({ currency: 'EUR' });
  });

  it('opens several accounts in one bulk call, and goes back keeping the choice', async () => {
    const fetchMock = answers({ status: 200, body: { accounts: [account('GBP'), account('JPY')] } });
    const onClose = renderDialog();
    fireEvent.click(screen.getByLabelText('Several currencies'));
    fireEvent.click(screen.getByLabelText('British Pound (GBP)'));
    fireEvent.click(screen.getByLabelText('Japanese Yen (JPY)'));
    click('Review');
    await screen.findByRole('heading', { name: 'Confirm new accounts' });
    click('Back');
    expect((screen.getByLabelText('Japanese Yen (JPY)') as HTMLInputElement).checked).toBe(true);
    click('Review');
    fireEvent.click(await screen.findByRole('button', { name: 'Open 2 accounts' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/smebackend/api/v1/settings/account/createBulk');
    expect(JSON.parse(String(init?.body))).toEqual({ currencies: ['GBP', 'JPY'] });
  });

  it('shows the API refusal in the dialog and stays open', async () => {
    answers({
      status: 422,
      body: { code: 'CURRENCY_NOT_OFFERED', message: 'This currency is not offered for your business.' },
    });
    const onClose = renderDialog();
    await chooseCurrency('pound', 'British Pound (GBP)');
    click('Review');
    fireEvent.click(await screen.findByRole('button', { name: 'Open account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not offered for your business');
    expect(onClose).not.toHaveBeenCalled();
  });
});
