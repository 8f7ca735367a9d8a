import type { TFpxPayment } from '@corridor/contracts/fundings/fpx';
import type { TFunding } from '@corridor/contracts/fundings/funding';
import { FPX_MESSAGES } from '@corridor/domain/fundings/fpx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../../test/env.ts';
import { createClient, createUser, openAccount, signInAs, type TestClient } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectLedgerSound } from '../../../test/ledger-expect.ts';
import { getBalances } from '../../ledger/ledger.service.ts';
import { sweepChecks } from './funding-checks.service.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let my: TestClient;
let a: Record<string, string>;
let myr: string;
let b: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [feature, enabled] of [
    ['FPX', true],
    ['DISABLE_FPX', false],
  ] as const) {
    await t.db.query(
      `INSERT INTO feature_flags (feature, enabled, meta_data) VALUES ($1, $2, '{"enabledEntities":["MY"]}')
       ON CONFLICT (feature) DO UPDATE SET enabled = EXCLUDED.enabled, meta_data = EXCLUDED.meta_data`,
      [feature, enabled],
    );
  }
  my = await createClient(t.db, { entity: 'MY', name: 'Klang Valley Trading Sdn Bhd' });
  a = (await signInAs(t, await createUser(t.db, my))).headers;
  myr = await openAccount(t.db, my, 'MYR');
  const other = await createClient(t.db, { entity: 'MY' });
  b = (await signInAs(t, await createUser(t.db, other))).headers;
});
afterAll(() => t.close());

let keyN = 0;
const fund = (amount: string, opts: { key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${V1}/funding`,
    headers: { ...a, 'idempotency-key': opts.key ?? `fpx-${++keyN}` },
    payload: { accountId: myr, amount, method: 'fpxTransfer' },
  });
const post = (url: string, payload: object, headers = a) => t.app.inject({ method: 'POST', url, headers, payload });
const balance = async () => (await getBalances(t.db, [myr])).get(myr)!.ledger;
const status = (fundingId: string, paymentId: string, headers = a) =>
  post(`${V1}/fpx/payments/status`, { fundingId, paymentId }, headers);
/** The person's answer on the sandbox bank page: the browser posts the page's form. */
const answer = (redirectUrl: string, form: string) =>
  t.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
async function started(amount: string): Promise<{ f: TFunding; p: TFpxPayment }> {
  const res = await fund(amount);
  expect(res.statusCode, res.body).toBe(201);
  const f = res.json() as TFunding;
  const p = await post(`${V1}/fpx/payout`, { fundingId: f._id });
  expect(p.statusCode, p.body).toBe(200);
  return { f, p: p.json() as TFpxPayment };
}
describe('[ADD MONEY] by FPX: the sandbox bank page, back to /r/fpx/success, credited once', () => {
  it('awaits the payment, is debiting once approved, credited once settled; a replayed return credits nothing more', async () => {
    const before = await balance();
    const { f, p } = await started('1,234.56');
    expect(f).toMatchObject({
      method: 'fpxTransfer',
      status: 'AWAITING_FUNDS',
      statusCode: 'AWAITING_FUNDS_FPX_TRANSACTION',
      fee: { amountMinor: '0' },
    });
    expect(p.redirectUrl).toBe(`/sandbox/fpx/pay/${p.paymentId}`);
    expect((await post(`${V1}/fpx/payout`, { fundingId: f._id })).json()).toEqual(p);

    // The bank page, under its own narrow policy.
    const page = await t.app.inject({ method: 'GET', url: p.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('MYR 1,234.56');
    expect(page.body).toContain(f.reference);

    // Coming back before anyone answered at the bank changes nothing: the gateway is asked, not the URL.
    expect((await status(f._id, p.paymentId)).json()).toMatchObject({ status: 'AWAITING_FUNDS' });

    const back = await answer(p.redirectUrl, 'bankCode=MB2U0227&decision=approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/r/fpx/success?fundingId=${f._id}&paymentId=${p.paymentId}`);
    const debiting = (await status(f._id, p.paymentId)).json() as TFunding;
    expect(debiting).toMatchObject({ status: 'DEBITING_FUNDS', statusCode: 'DEBITING_FUNDS_FPX_TRANSACTION' });
    expect(await balance()).toBe(before);

    t.clock.advance(2500);
    const done = (await status(f._id, p.paymentId)).json() as TFunding;
    expect(done.status).toBe('COMPLETED');
    expect(done.tracker.map((s) => `${s.key}:${s.state}`)).toEqual([
      'initiated:done',
      'awaiting_funds:done',
      'debiting_funds:done',
      'funds_received:done',
      'completed:done',
    ]);
    expect(await balance()).toBe(before + 123_456n);
    // The return replayed, and the check jobs: credited once.
    expect((await status(f._id, p.paymentId)).json().status).toBe('COMPLETED');
    t.clock.advance(60_000);
    await sweepChecks(t.deps);
    expect(await balance()).toBe(before + 123_456n);
    const stored = await t.db.query<{ r: string | null }>('SELECT partner_reference AS r FROM fundings WHERE id = $1', [
      f._id,
    ]);
    expect(stored.rows[0]!.r).toMatch(/^\d+[0-9A-F]{6}$/);
    await expectLedgerSound(t.db);
  });

  it('answers a replay of the same key with the same funding, and one payment per funding', async () => {
    const first = (await fund('12.00', { key: 'fpx-replay' })).json() as TFunding;
    const again = (await fund('12.00', { key: 'fpx-replay' })).json() as TFunding;
    expect(again._id).toBe(first._id);
    const a1 = (await post(`${V1}/fpx/payout`, { fundingId: first._id })).json() as TFpxPayment;
    const a2 = (await post(`${V1}/fpx/payout`, { fundingId: first._id })).json() as TFpxPayment;
    expect(a2.paymentId).toBe(a1.paymentId);
    const n = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM fpx_sandbox_payments WHERE reference = $1',
      [first.reference],
    );
    expect(n.rows[0]!.n).toBe(1);
  });

  it('fails a payment declined at the bank with "We were unable to process your payment", crediting nothing', async () => {
    const before = await balance();
    const { f, p } = await started('50.00');
    expect((await answer(p.redirectUrl, 'bankCode=&decision=decline')).statusCode).toBe(303);
    const failed = (await status(f._id, p.paymentId)).json() as TFunding;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: FPX_MESSAGES.failed });
    expect(failed.tracker.at(-1)).toMatchObject({ key: 'failed', state: 'failed' });
    expect(await balance()).toBe(before);
    // Nobody cancels an FPX payment: the gateway ends it.
    expect((await post(`${V1}/funding/${f._id}/cancel`, {})).statusCode).toBe(409);
  });

  it('is settled by the check jobs when the browser never comes back', async () => {
    const before = await balance();
    const { f, p } = await started('75.00');
    await answer(p.redirectUrl, 'bankCode=PBB0233&decision=approve');
    for (let i = 0; i < 6; i++) {
      t.clock.advance(30_000);
      await sweepChecks(t.deps);
    }
    expect((await t.app.inject({ method: 'GET', url: `${V1}/funding/${f._id}`, headers: a })).json().status).toBe(
      'COMPLETED',
    );
    expect(await balance()).toBe(before + 7_500n);
  });

  it('refuses another business, another payment id, an offline bank and amounts outside FPX’s range', async () => {
    const { f, p } = await started('10.00');
    expect((await status(f._id, p.paymentId, b)).statusCode).toBe(404);
    expect((await post(`${V1}/fpx/payout`, { fundingId: f._id }, b)).statusCode).toBe(404);
    const other = await started('11.00');
    expect((await status(f._id, other.p.paymentId)).statusCode).toBe(404);
    expect((await status('not-a-funding', p.paymentId)).statusCode).toBe(404);
    expect((await answer(p.redirectUrl, 'bankCode=TEST0021&decision=approve')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/fpx/pay/fpxpay_unknown' })).statusCode).toBe(404);
    const low = await fund('0.99');
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([{ field: 'amount', message: FPX_MESSAGES.range }]);
  });

  it('is hidden by DISABLE_FPX: no new FPX funding, no payment started', async () => {
    const { f } = await (async () => {
      const res = await fund('30.00');
      return { f: res.json() as TFunding };
    })();
    await t.db.query("UPDATE feature_flags SET enabled = true WHERE feature = 'DISABLE_FPX'");
    try {
      const res = await fund('30.00');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('FPX is not available for MYR.');
      expect((await post(`${V1}/fpx/payout`, { fundingId: f._id })).statusCode).toBe(403);
    } finally {
      await t.db.query("UPDATE feature_flags SET enabled = false WHERE feature = 'DISABLE_FPX'");
    }
  });
  // Last: it moves the clock an hour on, past the session.
  it('fails a payment nobody started or answered within its window', async () => {
    const f = (await fund('20.00')).json() as TFunding;
    for (let i = 0; i < 12; i++) {
      t.clock.advance(5 * 60_000);
      await sweepChecks(t.deps);
    }
    // Read from the table: the session has ended by now.
    const ended = (
      await t.db.query('SELECT status, failure_reason AS "failureReason" FROM fundings WHERE id = $1', [f._id])
    ).rows[0];
    expect(ended).toMatchObject({ status: 'FAILED', failureReason: FPX_MESSAGES.failed });
  });
});

describe('[FPX] production', () => {
  it('serves no sandbox bank page: nobody can approve a payment there', async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const get = await prod.app.inject({ method: 'GET', url: '/sandbox/fpx/pay/fpxpay_x' });
      expect(get.body).not.toContain('FPX sandbox bank');
      const res = await prod.app.inject({
        method: 'POST',
        url: '/sandbox/fpx/pay/fpxpay_x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'bankCode=MB2U0227&decision=approve',
      });
      expect([404, 415]).toContain(res.statusCode);
    } finally {
      await prod.close();
    }
  });
});
