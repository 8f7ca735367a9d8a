import { randomUUID } from 'node:crypto';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACTS,
  createClient,
  createContact,
  createUser,
  fundAccount,
  insertLegacyContact,
  openAccount,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { created, type Headers, payload, payoutCalls, V1, writes } from '../../../test/payouts-api.ts';

let t: TestApp;
let api: ReturnType<typeof payoutCalls>;
let client: TestClient;
let user: TestUser;
let a: Headers;
let b: Headers;
let eurContact: string;
let otherContact: string;
let otherSgd: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payoutCalls(t);
  client = await createClient(t.db, { name: 'Rules Test Pte Ltd' });
  user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'SGD', 500_000_000_00n);
  await fundAccount(t.db, client, 'JPY', 60_000_000n);
  eurContact = await createContact(t.db, client, user);
  a = (await signInAs(t, user)).headers;
  const other = await createClient(t.db);
  const otherUser = await createUser(t.db, other);
  otherSgd = await fundAccount(t.db, other, 'SGD', 1_000_00n);
  otherContact = await createContact(t.db, other, otherUser);
  b = (await signInAs(t, otherUser)).headers;
});
afterAll(() => t.close());

async function hold(source: string, destination: string, headers = a, expiry?: Date) {
  t.clock.advance(1000); // a new instant, a new quote
  const q = (
    await api.get(`/lockFx/getFxRate?source_currency=${source}&destination_currency=${destination}`, headers)
  ).json() as TFxQuote;
  const res = await api.post('/lockFxRate', headers, {
    rate_signature: q.rate_signature,
    ...(expiry ? { hold_expiry_at: expiry.toISOString() } : {}),
  });
  return res.json() as { fx_hold_id: string; fx_rate: string };
}

/** Validate and create both answer `status` with `body`, and nothing is written. */
async function refusedBoth(body: Parameters<typeof api.create>[1], status: number, expected: object, headers = a) {
  const before = await writes(t.db, client.id);
  for (const call of [api.validate, api.create]) {
    const res = await call(headers, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(expected);
  }
  expect(await writes(t.db, client.id)).toEqual(before);
}

describe('[PAYOUTS] the rate', () => {
  it('uses the held rate given, for this pair, and uses it up in the same transaction', async () => {
    const h = await hold('SGD', 'EUR');
    const body = payload(eurContact, { source_currency: 'SGD', payout_options: { fx_hold_id: h.fx_hold_id } });
    const v = (await api.validate(a, body)).json();
    expect(v).toMatchObject({ fx_hold_id: h.fx_hold_id, fx_rate: h.fx_rate, warnings: [] });
    const p = created(await api.create(a, body));
    expect(p).toMatchObject({ fx_hold_id: h.fx_hold_id, fx_rate: h.fx_rate });
    expect((await api.get(`/getHoldFx?fx_hold_id=${h.fx_hold_id}`, a)).json().status).toBe('USED');
    await refusedBoth(body, 400, {
      code: 'FX_HOLD_USED',
      errors: [
        {
          field: 'transaction.payout_options.fx_hold_id',
          message: 'This held rate was already used. Get a new quote.',
        },
      ],
    });
  });

  it('an expired hold, another business’s hold and a hold of another pair are refused', async () => {
    const expiring = await hold('SGD', 'EUR', a, new Date(t.clock.now().getTime() + 60_000));
    t.clock.advance(61_000);
    await refusedBoth(
      payload(eurContact, { source_currency: 'SGD', payout_options: { fx_hold_id: expiring.fx_hold_id } }),
      400,
      {
        code: 'FX_HOLD_EXPIRED',
      },
    );
    const theirs = await hold('SGD', 'EUR', b);
    await refusedBoth(
      payload(eurContact, { source_currency: 'SGD', payout_options: { fx_hold_id: theirs.fx_hold_id } }),
      404,
      {
        code: 'NOT_FOUND',
      },
    );
    const usd = await hold('SGD', 'USD');
    await refusedBoth(
      payload(eurContact, { source_currency: 'SGD', payout_options: { fx_hold_id: usd.fx_hold_id } }),
      400,
      {
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'fx_hold_id', message: 'This held rate is for SGD to USD.' }],
      },
    );
    expect(HOLD_DEFAULT_DAYS).toBeGreaterThan(0);
  });
});

describe('[PAYOUTS] whom and from where', () => {
  it('another business’s contact, a deleted contact and an unknown one are the same 404', async () => {
    const deleted = await createContact(t.db, client, user, { beneficiary_name: 'Gone GmbH' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${V1}/clients/${client.id}/beneficiaries/${deleted}`,
      headers: a,
    });
    expect(del.statusCode).toBe(200);
    for (const id of [otherContact, deleted, randomUUID(), 'not-an-id']) {
      await refusedBoth(payload(id, { source_currency: 'SGD' }), 404, {
        code: 'NOT_FOUND',
        message: 'Contact not found.',
      });
    }
  });

  it('another business’s account is a 404; an account of another currency is refused on the field', async () => {
    await refusedBoth(payload(eurContact, { source_currency: 'SGD', source_account: otherSgd }), 404, {
      code: 'NOT_FOUND',
    });
    const jpy = (await api.get('/settings/account/summary', a))
      .json()
      .accounts.find((x: { currency: string }) => x.currency === 'JPY')._id;
    await refusedBoth(payload(eurContact, { source_currency: 'SGD', source_account: jpy }), 400, {
      errors: [{ field: 'transaction.source_account', message: 'This account holds JPY, not SGD.' }],
    });
  });

  it('paying from a closed account, or a currency the business has no account in, is refused (§8)', async () => {
    const hkd = await openAccount(t.db, client, 'HKD');
    const closed = await api.post('/settings/account/close', a, { accountId: hkd });
    expect(closed.statusCode).toBe(200);
    await refusedBoth(payload(eurContact, { source_currency: 'HKD' }), 409, { code: 'ACCOUNT_CLOSED' });
    await refusedBoth(payload(eurContact, { source_currency: 'AUD' }), 404, {
      message: "You don't have a AUD account.",
    });
  });

  it('a payout in its own currency is paid from the destination-currency account: missing or closed, §8 says so', async () => {
    const sgdContact = await createContact(t.db, client, user, CONTACTS.SGD);
    const eur = payload(eurContact, { source_currency: 'EUR', destination_currency: 'EUR' });
    await refusedBoth(eur, 422, {
      code: 'DESTINATION_ACCOUNT_MISSING',
      message: "You don't have this destination currency account. Please contact us for support.",
    });
    const eurAccount = await openAccount(t.db, client, 'EUR');
    expect((await api.post('/settings/account/close', a, { accountId: eurAccount })).statusCode).toBe(200);
    await refusedBoth(eur, 422, {
      code: 'DESTINATION_ACCOUNT_INACTIVE',
      message: 'Destination currency account is not active. Please contact us for support.',
    });
    // An ordinary cross-currency payout needs no account in the destination currency.
    expect((await api.validate(a, payload(eurContact, { source_currency: 'SGD' }))).statusCode).toBe(200);
    expect(
      (await api.validate(a, payload(sgdContact, { source_currency: 'SGD', destination_currency: 'SGD' }))).statusCode,
    ).toBe(200);
  });

  it('an unsupported corridor is refused in the spec’s words; a contact is paid in its own currency', async () => {
    await refusedBoth(payload(eurContact, { source_currency: 'SGD', destination_currency: 'INR' }), 422, {
      code: 'CORRIDOR_NOT_SUPPORTED',
      message: 'We do not support INR payments to Germany',
    });
    const gbContact = await createContact(t.db, client, user, CONTACTS.GBP);
    await refusedBoth(payload(gbContact, { source_currency: 'SGD', destination_currency: 'EUR' }), 400, {
      errors: [
        {
          field: 'transaction.destination_currency',
          message: 'This contact is paid in GBP. Edit the contact to pay it in EUR.',
        },
      ],
    });
  });

  it('ACH does not pay for a payout of a business outside the US (nor FPX outside Malaysia)', async () => {
    await refusedBoth(
      { ...payload(eurContact, { source_currency: 'SGD' }), additional_info: { deposit_method: 'ach' } },
      400,
      {
        errors: [
          {
            field: 'additional_info.deposit_method',
            message: 'This payment method is not available. Please choose another one.',
          },
        ],
      },
    );
  });
});

describe('[PAYOUTS] amounts', () => {
  it('too many decimals, none for JPY, above the ceiling, fees above the amount', async () => {
    const jpyContact = await createContact(t.db, client, user, CONTACTS.JPY);
    const cases: [Parameters<typeof payload>[1], string, string][] = [
      [
        { source_currency: 'SGD', source_amount: '10.123' },
        'transaction.source_amount',
        'Amount can have at most 2 decimal places',
      ],
      [
        { source_currency: 'SGD', destination_currency: 'JPY', destination_amount: '1000.5' },
        'transaction.destination_amount',
        'JPY amounts cannot have decimals',
      ],
      [
        { source_currency: 'SGD', source_amount: '1000000000000.01' },
        'transaction.source_amount',
        'We cannot process this amount. The most we accept at once is SGD 1,000,000,000,000.00.',
      ],
      [
        { source_currency: 'SGD', source_amount: '3' },
        'transaction.source_amount',
        'The amount must be more than the fees of SGD 4.00.',
      ],
    ];
    for (const [transaction, field, message] of cases) {
      const contact = transaction.destination_currency === 'JPY' ? jpyContact : eurContact;
      await refusedBoth(payload(contact, transaction), 400, { code: 'VALIDATION_ERROR', errors: [{ field, message }] });
    }
  });

  it('the recipient gets at least one smallest unit, and CNY 200', async () => {
    await refusedBoth(payload(eurContact, { source_currency: 'SGD', source_amount: '4.01' }), 400, {
      errors: [{ field: 'transaction.source_amount', message: 'The recipient must get at least EUR 0.01.' }],
    });
    const cny = await createContact(t.db, client, user, CONTACTS.CNY);
    await refusedBoth(
      payload(cny, { source_currency: 'SGD', destination_currency: 'CNY', destination_amount: '199.99' }),
      400,
      {
        errors: [{ field: 'transaction.destination_amount', message: 'The recipient must get at least CNY 200.00.' }],
      },
    );
    expect(
      (
        await api.validate(
          a,
          payload(cny, { source_currency: 'SGD', destination_currency: 'CNY', destination_amount: '200' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('JPY 50,000,000 per transaction, either side', async () => {
    const jpy = await createContact(t.db, client, user, CONTACTS.JPY);
    const limit = { message: 'You can only transfer up to JPY 50,000,000 per transaction.' };
    await refusedBoth(
      payload(jpy, { source_currency: 'SGD', destination_currency: 'JPY', destination_amount: '50000001' }),
      400,
      {
        errors: [{ field: 'transaction.destination_amount', ...limit }],
      },
    );
    expect(
      (
        await api.validate(
          a,
          payload(jpy, { source_currency: 'SGD', destination_currency: 'JPY', destination_amount: '50000000' }),
        )
      ).statusCode,
    ).toBe(200);
    // From a JPY account the debit counts: 50,000,000 to a EUR contact plus the fee is over.
    await refusedBoth(payload(eurContact, { source_currency: 'JPY', source_amount: '50000001' }), 400, {
      errors: [{ field: 'transaction.source_amount', ...limit }],
    });
  });
});

describe('[PAYOUTS] India and Pakistan', () => {
  it('INR needs one of the purpose codes; any other payout may give a payment reason, and nothing else', async () => {
    const inr = await createContact(t.db, client, user, CONTACTS.INR);
    const body = payload(inr, { source_currency: 'SGD', destination_currency: 'INR', source_amount: '500' });
    await refusedBoth(body, 400, {
      errors: [{ field: 'transaction.purpose_code', message: 'This is a required field' }],
    });
    await refusedBoth({ ...body, transaction: { ...body.transaction, purpose_code: 'SALARY' } }, 400, {
      errors: [{ field: 'transaction.purpose_code', message: 'Please choose a purpose from the list.' }],
    });
    const ok = await api.validate(a, { ...body, transaction: { ...body.transaction, purpose_code: 'IR01808' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().client_preferences).toBeNull();
    await refusedBoth(payload(eurContact, { source_currency: 'SGD', purpose_code: 'IR01801' }), 400, {
      errors: [{ field: 'transaction.purpose_code', message: 'Please choose a purpose from the list.' }],
    });
    const reason = created(
      await api.create(a, payload(eurContact, { source_currency: 'SGD', purpose_code: 'SALARY' })),
    );
    expect(reason).toMatchObject({ purpose_code: 'SALARY', purpose_label: 'Salary' });
  });

  it('INR special client preferences: HDFC BANK with IR01801/05/09, or above INR 1,500,000', async () => {
    const inr = await createContact(t.db, client, user, { ...CONTACTS.INR, beneficiary_bank_name: 'hdfc  bank' });
    const body = (purpose: string, amount: string) =>
      payload(inr, {
        source_currency: 'SGD',
        destination_currency: 'INR',
        destination_amount: amount,
        purpose_code: purpose,
      });
    expect((await api.validate(a, body('IR01805', '1000'))).json().client_preferences).toEqual({
      special_inr_handling: true,
      reasons: ['BANK_AND_PURPOSE_CODE'],
    });
    expect((await api.validate(a, body('IR01802', '1000'))).json().client_preferences).toBeNull();
    const big = created(await api.create(a, body('IR01802', '1500000.01')));
    expect(big).toMatchObject({
      client_preferences: { special_inr_handling: true, reasons: ['AMOUNT_ABOVE_THRESHOLD'] },
      purpose_label: 'IR01802 - Advertising & Public relations-related expenses',
    });
  });

  it('PKR goes to company accounts only', async () => {
    const company = await createContact(t.db, client, user, CONTACTS.PKR);
    expect(
      (await api.validate(a, payload(company, { source_currency: 'SGD', destination_currency: 'PKR' }))).statusCode,
    ).toBe(200);
    const person = await insertLegacyContact(t.db, client, user, {
      country: 'PK',
      currency: 'PKR',
      accountType: 'INDIVIDUAL',
      name: 'Ahmed Khan',
    });
    await refusedBoth(payload(person, { source_currency: 'SGD', destination_currency: 'PKR' }), 400, {
      errors: [{ field: 'beneficiary_id', message: 'PKR payments can only be sent to company accounts.' }],
    });
  });
});
