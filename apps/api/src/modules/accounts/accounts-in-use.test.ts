import { randomUUID } from 'node:crypto';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, openAccount, type SignedInBusiness, signedInBusiness } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { created, payload, payoutCalls } from '../../../test/payouts-api.ts';

// Money on its way to or from an account keeps it open: a closed account never receives a funding that arrives, or
// a payout's refund, after it was closed (and the database refuses new movements on a closed one, whatever the order).

const V1 = '/smebackend/api/v1';
let t: TestApp;
let sg: SignedInBusiness;

beforeAll(async () => {
  t = await createTestApp();
  sg = await signedInBusiness(t, { client: { name: 'Closing Time Trading Pte Ltd' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: V1 + url,
    headers: key ? { ...sg.headers, 'idempotency-key': key } : sg.headers,
    payload,
  });
const close = (accountId: string) => post('/settings/account/close', { accountId });
const isOpen = async (accountId: string) =>
  (await t.db.query<{ is_active: boolean }>('SELECT is_active FROM currency_accounts WHERE id = $1', [accountId]))
    .rows[0]!.is_active;
const addByTransfer = async (accountId: string, amount: string) => {
  const res = await post('/funding', { accountId, amount, method: 'bankTransfer' }, randomUUID());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TFunding;
};
/** A payout paid by bank transfer from a new, empty account in `currency`: it awaits the transfer. */
async function payoutByTransfer(currency: 'SGD' | 'GBP') {
  const account = await openAccount(t.db, sg.client, currency);
  const contact = await createContact(t.db, sg.client, sg.user);
  const payout = created(
    await payoutCalls(t).create(sg.headers, {
      ...payload(contact, { source_currency: currency, source_account: account, source_amount: '25.00' }),
      additional_info: { deposit_method: 'bankTransfer' },
    }),
  );
  expect(payout.status).toBe('AWAITING_FUNDS_BANK_PROXY');
  return { account, payoutId: payout.payment_id };
}
const IN_USE = {
  code: 'ACCOUNT_IN_USE',
  message: 'Money is still on its way to or from this account. You can close it once those payments are finished.',
};

describe('[ACCOUNTS] an account with money on its way stays open', () => {
  it('a transfer still awaited keeps it open; once cancelled, the empty account closes', async () => {
    const usd = await openAccount(t.db, sg.client, 'USD');
    const funding = await addByTransfer(usd, '50.00');
    const refused = await close(usd);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(IN_USE);
    expect(await isOpen(usd)).toBe(true);

    expect((await post(`/funding/${funding._id}/cancel`, {}, randomUUID())).statusCode).toBe(200);
    expect((await close(usd)).statusCode).toBe(200);
    expect(await isOpen(usd)).toBe(false);
  });

  it('a payout paid by bank transfer from the empty account keeps it open', async () => {
    const { account } = await payoutByTransfer('SGD');
    expect((await close(account)).json()).toEqual(IN_USE);
    expect(await isOpen(account)).toBe(true);
  });

  it('the database refuses a funding, a payout or an exchange added to a closed account', async () => {
    const { payoutId } = await payoutByTransfer('GBP');
    const eur = await openAccount(t.db, sg.client, 'EUR');
    const funding = await addByTransfer(eur, '10.00');
    expect((await post(`/funding/${funding._id}/cancel`, {}, randomUUID())).statusCode).toBe(200);
    expect((await close(eur)).statusCode).toBe(200);
    // The same row again under a new id and reference, as a service that checked the account just before the close
    // committed would insert it.
    const again = t.db.query(
      `INSERT INTO fundings SELECT (jsonb_populate_record(f, jsonb_build_object(
         'id', gen_random_uuid(), 'reference', 'FD9' || lpad((random() * 1e9)::int8::text, 9, '0'),
         'status', 'AWAITING_FUNDS'))).* FROM fundings f WHERE f.id = $1`,
      [funding._id],
    );
    await expect(again).rejects.toMatchObject({ code: 'L0006' });
    const payout = t.db.query(
      `INSERT INTO payouts SELECT (jsonb_populate_record(p, jsonb_build_object(
         'id', gen_random_uuid(), 'transaction_number', p.transaction_number || '9', 'source_account_id', $2::uuid,
         'source_currency', 'EUR'))).* FROM payouts p WHERE p.id = $1`,
      [payoutId, eur],
    );
    await expect(payout).rejects.toMatchObject({ code: 'L0006' });
    // An exchange into it (the demo business's, pointed at this account) is refused the same way.
    const exchange = t.db.query(
      `INSERT INTO exchanges SELECT (jsonb_populate_record(e, jsonb_build_object(
         'id', gen_random_uuid(), 'exchange_number', 'FX-ZZZZZZZ9', 'destination_account_id', $1::uuid))).*
       FROM exchanges e LIMIT 1`,
      [eur],
    );
    await expect(exchange).rejects.toMatchObject({ code: 'L0006' });
    const res = await post('/funding', { accountId: eur, amount: '10.00', method: 'bankTransfer' }, randomUUID());
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' });
  });
});
