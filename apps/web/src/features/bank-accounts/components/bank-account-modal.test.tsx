import { bankFormSchema } from '@corridor/domain/bank-accounts/bank-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBankAccount } from '@/test/bank-account-factories.ts';
import { clearSnackbars, useSnackbars } from '@/ui/snackbar/snackbar-store.ts';
import { BankAccountModal } from './bank-account-modal.tsx';

type Answer = { status: number; body: unknown };
const BUSINESS = 'Lion City Traders Pte Ltd';

/** The API as the modal meets it: the bank form schema built by the domain, the bank directory, and saving. */
function api(
  save: Answer = { status: 201, body: { accountId: 'ba9', bankAccount: makeBankAccount({ accountId: 'ba9' }) } },
) {
  const calls: { url: string; body: unknown; method: string }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    calls.push({
      url: u.pathname,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (u.pathname.endsWith('/bankAccounts/schema')) {
      const q = u.searchParams;
      const schema = bankFormSchema(
        { country: q.get('countryCode')!, currency: q.get('currencyCode')!, isUsdSwiftOn: false },
        new Date(),
      );
      return json(200, { data: { data: [schema] } });
    }
    if (u.pathname.endsWith('/bankNameLookup')) {
      return json(200, {
        bank_name: 'DBS Bank',
        country_code: 'SG',
        routing_code_type: 'BANK_CODE',
        routing_code_value: '7171',
        swift_code: 'DBSSSGSG',
      });
    }
    return json(save.status, save.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderModal(props: Partial<Parameters<typeof BankAccountModal>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BankAccountModal
        clientId="c1"
        entity="SG"
        businessName={BUSINESS}
        isHolderLockFlagOn={false}
        onClose={onClose}
        onSaved={onSaved}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saveButton = (name = 'Save account') => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
/** The snackbars on screen, as the store holds them (message, variant, how long they stay). */
const seen: { message: string; durationMs: number }[] = [];
function SnackbarProbe() {
  seen.splice(0, seen.length, ...useSnackbars());
  return null;
}
const snackbars = () => {
  render(<SnackbarProbe />);
  return seen;
};

afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

describe('[BANK ACCOUNT MODAL] loading, form, validate, save, refresh, close', () => {
  it('draws the served form, keeps Save disabled until it is filled, and saves with the spec’s 3-second message', async () => {
    const calls = api();
    const { onClose, onSaved } = renderModal();
    await screen.findByLabelText('Account number', {}, { timeout: 5000 });
    expect(field('Account holder name').value).toBe(BUSINESS);
    expect(saveButton().disabled).toBe(true);
    type('Account number', '0721234567');
    type('Bank code', '7171');
    await vi.waitFor(() => expect(field('Bank name').value).toBe('DBS Bank'));
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    const seen = snackbars();
    await act(async () => fireEvent.click(saveButton()));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      bankAccountHolderName: BUSINESS,
      bankName: 'DBS Bank',
      accountNumber: '0721234567',
      routingCodeType1: 'BANK_CODE',
      routingCodeValue1: '7171',
      bankCode: 'DBSSSGSG',
      accountType: 'COMPANY',
      countryCode: 'SG',
      currencyCode: ['SGD'],
    });
    expect(seen).toMatchObject([{ message: 'Your account details have been added', durationMs: 3000 }]);
  });

  it('says the holder name must be the registered business name', async () => {
    api();
    renderModal();
    await screen.findByLabelText('Account number', {}, { timeout: 5000 });
    type('Account holder name', 'Someone Else Pte Ltd');
    type('Account number', '0721234567');
    type('Bank code', '7171');
    await vi.waitFor(() => expect(field('Bank name').value).toBe('DBS Bank'));
    await act(async () => fireEvent.click(saveButton()));
    expect(
      await within(dialog()).findByText('The account holder name must match your registered business name.'),
    ).toBeTruthy();
  });

  it('keeps a "Duplicate" refusal in the form; other failures are the generic snackbar', async () => {
    api({
      status: 409,
      body: {
        code: 'DUPLICATE_BANK_ACCOUNT',
        message: 'Duplicate bank account: this account is already linked to your business.',
      },
    });
    const { onClose } = renderModal();
    await screen.findByLabelText('Account number', {}, { timeout: 5000 });
    type('Account number', '0721234567');
    type('Bank code', '7171');
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    const seen = snackbars();
    await act(async () => fireEvent.click(saveButton()));
    expect(await within(dialog()).findByRole('alert')).toHaveProperty(
      'textContent',
      'Duplicate bank account: this account is already linked to your business.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('on edit: the number shows masked and clears on the first click; Save waits for a change that counts', async () => {
    const account = makeBankAccount({ accountId: 'ba1', bankAccountHolderName: BUSINESS });
    const calls = api({ status: 200, body: account });
    const { onClose } = renderModal({ account });
    await screen.findByLabelText('Account number', {}, { timeout: 5000 });
    expect(field('Account number').value).toBe('•••• 4567');
    expect(saveButton('Save changes').disabled).toBe(true);
    type('Bank name', 'DBS Bank Ltd');
    await vi.waitFor(() => expect(saveButton('Save changes').disabled).toBe(false));
    await act(async () => fireEvent.click(saveButton('Save changes')));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    // The kept number is not sent: the server keeps the stored one.
    expect(put?.body).toEqual({
      bankAccountHolderName: BUSINESS,
      bankName: 'DBS Bank Ltd',
      routingCodeType1: 'BANK_CODE',
      routingCodeValue1: '7171',
      bankCode: 'DBSSSGSG',
    });
    cleanup();
    renderModal({ account });
    await screen.findByLabelText('Account number', {}, { timeout: 5000 });
    fireEvent.focus(field('Account number'));
    expect(field('Account number').value).toBe('');
  });

  it('locks the holder name on edit for a Malaysian business under its flag', async () => {
    api();
    renderModal({
      entity: 'MY',
      isHolderLockFlagOn: true,
      account: makeBankAccount({
        countryCode: 'MY',
        currencyCode: ['MYR'],
        routingType: 'SWIFT',
        routingValue: 'MBBEMYKL',
      }),
    });
    await screen.findByLabelText('Account number', {}, { timeout: 5000 });
    expect(field('Account holder name').disabled).toBe(true);
  });
});
