import { beneficiarySchema } from '@corridor/domain/beneficiaries/schema';
import type { AccountType } from '@corridor/domain/beneficiaries/schema-types';
import { defaultPayoutMethod, supportedCorridors } from '@corridor/domain/corridors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContact } from '@/test/factories.ts';
import { clearSnackbars } from '@/ui/snackbar/snackbar-store.ts';
import { ContactModal } from './contact-modal.tsx';

type Answer = { status: number; body: unknown };
const CORRIDORS = supportedCorridors('SG').map((c) => ({
  source_country: c.sourceCountry,
  destination_country: c.destinationCountry,
  destination_country_name:
    c.destinationCountry === 'GB' ? 'United Kingdom' : c.destinationCountry === 'DE' ? 'Germany' : c.destinationCountry,
  destination_currency: c.destinationCurrency,
  payout_method: c.payoutMethod,
}));

/** The API as the modal meets it: corridors, schemas built by the domain, the bank directory and saving. */
function api(opts: { bank?: Answer; save?: Answer } = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (u.pathname.endsWith('/beneficiary/metadata')) return json(200, { data: CORRIDORS });
    if (u.pathname.endsWith('/beneficiary/validation-schema')) {
      const q = u.searchParams;
      const country = q.get('destination_country')!;
      const currency = q.get('destination_currency')!;
      const schema = beneficiarySchema(
        {
          country,
          currency,
          method: defaultPayoutMethod(country, currency),
          accountType: q.get('beneficiary_account_type') as AccountType,
        },
        new Date(),
      );
      return json(200, { data: { data: [schema] } });
    }
    if (u.pathname.endsWith('/bankNameLookup')) {
      const a = opts.bank ?? {
        status: 200,
        body: {
          bank_name: 'NatWest',
          country_code: 'GB',
          routing_code_type: 'SORT_CODE',
          routing_code_value: '601613',
          swift_code: 'NWBKGB2L',
        },
      };
      return json(a.status, a.body);
    }
    const a = opts.save ?? { status: 201, body: makeContact({ beneficiary_name: 'Thames Valley Logistics Ltd' }) };
    return json(a.status, a.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderModal() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactModal clientId="c1" onClose={onClose} />
    </QueryClientProvider>,
  );
  // The country list is the corridors': the steps start once they are here.
  await vi.waitFor(() => expect(client.getQueryData(['corridors'])).toBeDefined());
  return onClose;
}

const dialog = () => screen.getByRole('dialog');
const next = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
const selectButton = (label: string) => within(dialog()).getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
async function choose(label: string, option: string) {
  fireEvent.click(selectButton(label));
  // Generous: on a busy machine React Aria's list box can take more than the default second to appear.
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const currentStep = () =>
  within(dialog()).getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')?.textContent;

async function toBankStep() {
  await choose('Country', 'United Kingdom');
  await choose('Default currency', 'GBP');
  next();
  await within(dialog()).findByLabelText('Company name');
  type('Company name', 'Thames Valley Logistics Ltd');
  type('Email', 'accounts@tvl.co.uk');
  next();
  await within(dialog()).findByLabelText('Sort code');
}

// A person's whole path through four steps in jsdom takes a few seconds.
describe('[CONTACTS] the 4-step contact dialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => clearSnackbars());
  });

  it('step 1 asks for the country and the default currency in the spec’s words', async () => {
    api();
    await renderModal();
    expect(currentStep()).toBe('1Country and currency');
    next();
    expect(await within(dialog()).findByText('Please select Country')).toBeTruthy();
    expect(within(dialog()).getByText('Please select Default Currency')).toBeTruthy();
  });

  it('step 1 refuses a currency the country cannot be paid in', async () => {
    api();
    await renderModal();
    await choose('Country', 'Germany');
    expect(within(dialog()).getByText('You can pay Germany in EUR.')).toBeTruthy();
    await choose('Default currency', 'GBP');
    next();
    expect(await within(dialog()).findByText('We do not support GBP payments to Germany')).toBeTruthy();
  });

  it('steps 2 and 3 follow the served schema; the bank is named from its sort code; step 4 saves what it shows', async () => {
    const fetchMock = api();
    const onClose = await renderModal();
    await choose('Country', 'United Kingdom');
    await choose('Default currency', 'GBP');
    next();
    await within(dialog()).findByLabelText('Company name');
    expect(currentStep()).toBe('2Contact details');
    next();
    expect(await within(dialog()).findByText('Name cannot be empty')).toBeTruthy();
    expect(within(dialog()).getByText('Email address cannot be empty')).toBeTruthy();
    type('Company name', 'Thames Valley Logistics Ltd');
    type('Email', 'accounts@tvl.co.uk');
    next();
    await within(dialog()).findByLabelText('Sort code');
    type('Account number', '31926819');
    type('Sort code', '60-16-1');
    next();
    expect(await within(dialog()).findByText('Invalid sort code')).toBeTruthy();
    type('Sort code', '60-16-13');
    await vi.waitFor(() =>
      expect((within(dialog()).getByLabelText('Bank name') as HTMLInputElement).value).toBe('NatWest'),
    );
    next();
    await within(dialog()).findByRole('heading', { name: 'Bank details' });
    expect(currentStep()).toBe('4Confirm');
    expect(within(dialog()).getByText('Thames Valley Logistics Ltd')).toBeTruthy();
    expect(within(dialog()).getByText('601613')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save contact' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/smebackend/api/v1/clients/c1/beneficiaries');
    expect(JSON.parse(String(init?.body))).toEqual({
      beneficiary_country_code: 'GB',
      destination_currency: 'GBP',
      payout_method: 'LOCAL',
      beneficiary_account_type: 'COMPANY',
      beneficiary_name: 'Thames Valley Logistics Ltd',
      beneficiary_email: 'accounts@tvl.co.uk',
      beneficiary_account_number: '31926819',
      routing_code_type_1: 'SORT_CODE',
      routing_code_value_1: '601613',
      beneficiary_bank_name: 'NatWest',
    });
  });

  it('a bank it cannot name: "Cannot Find Bank Name", then the name is asked for', async () => {
    api({ bank: { status: 422, body: { code: 'DATA_ERROR', message: 'Cannot Find Bank Name' } } });
    await renderModal();
    await toBankStep();
    type('Account number', '31926819');
    type('Sort code', '99-99-99');
    expect(await within(dialog()).findByText("Cannot Find Bank Name. Please type the bank's name.")).toBeTruthy();
    next();
    expect(await within(dialog()).findByText('Bank Name is required')).toBeTruthy();
  });

  it('Back keeps what was typed; a refused save lists the server’s field errors by their labels', async () => {
    api({
      save: {
        status: 400,
        body: {
          code: 'AJV_VALIDATE',
          message: 'x',
          errors: [{ field: 'beneficiary_account_number', message: 'Account Number is required' }],
        },
      },
    });
    await renderModal();
    await toBankStep();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(((await within(dialog()).findByLabelText('Company name')) as HTMLInputElement).value).toBe(
      'Thames Valley Logistics Ltd',
    );
    next();
    await within(dialog()).findByLabelText('Sort code');
    type('Account number', '31926819');
    type('Sort code', '601613');
    await vi.waitFor(() =>
      expect((within(dialog()).getByLabelText('Bank name') as HTMLInputElement).value).toBe('NatWest'),
    );
    next();
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Save contact' }));
    expect(await within(dialog()).findByText('Account number: Account Number is required')).toBeTruthy();
  });
});
