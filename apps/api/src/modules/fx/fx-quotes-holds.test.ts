import type { TFxHold } from '@corridor/contracts/fx/fx-common';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { HOLD_DEFAULT_DAYS, latestLockExpiry, QUOTE_TTL_SECONDS } from '@corridor/domain/fx';
import { applyMargin } from '@corridor/domain/fx-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE } from '../../../test/auth.ts';
import {
  createClient,
  createUser,
  setFxMargin,
  signInAs,
  type TestClient,
  type TestUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expireHolds } from './fx-holds.service.ts';
import { ratesNow } from './fx-pricing.ts';

const V1 = '/smebackend/api/v1';
const DAY_MS = 86_400_000;
let t: TestApp;
let clientA: TestClient;
let userA: TestUser;
let userB: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  clientA = await createClient(t.db, { lockAndHoldFx: true });
  userA = await createUser(t.db, clientA);
  userB = await createUser(t.db, await createClient(t.db, { entity: 'AU' }));
  a = (await signInAs(t, userA)).headers;
  b = (await signInAs(t, userB)).headers;
});
afterAll(() => t.close());

const quote = (headers: Record<string, string>, source: string, destination: string) =>
  t.app.inject({
    method: 'GET',
    url: `${V1}/lockFx/getFxRate?source_currency=${source}&destination_currency=${destination}`,
    headers,
  });
const lock = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `${V1}/lockFxRate`, headers, payload });
const getHold = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'GET', url: `${V1}/getHoldFx?fx_hold_id=${encodeURIComponent(id)}`, headers });
// Quotes are deterministic for one instant: the clock moves a second per quote so each one is new.
async function signature(headers = a, source = 'SGD', destination = 'USD'): Promise<string> {
  t.clock.advance(1000);
  return ((await quote(headers, source, destination)).json() as TFxQuote).rate_signature;
}

describe('[FX] quotes', () => {
  it('quotes the mid rate less the default margin, signed, for 30 seconds', async () => {
    const res = await quote(a, 'SGD', 'USD');
    expect(res.statusCode).toBe(200);
    const q = res.json() as TFxQuote;
    expect(q).toMatchObject({ source_currency: 'SGD', destination_currency: 'USD', margin: '0.004' });
    expect(q.base_fx_rate).toBe((await ratesNow(t.deps)).rate('SGD', 'USD'));
    expect(q.fx_rate).toBe(applyMargin(q.base_fx_rate, '0.004'));
    expect(Date.parse(q.expires_at) - Date.parse(q.quoted_at)).toBe(QUOTE_TTL_SECONDS * 1000);
    // Quotes are per second: quoted_at is the start of the current one, and asking again within it is the same quote.
    expect(q.quoted_at).toBe(new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000).toISOString());
    expect((await quote(a, 'SGD', 'USD')).json()).toEqual(q);
    expect(q.rate_signature).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });

  it('prices each client and corridor with its own margin: the pair, then the source to any, then the default', async () => {
    await setFxMargin(t.db, clientA, 'SGD', 'EUR', '0.01');
    await setFxMargin(t.db, clientA, 'SGD', null, '0.002');
    const eur = (await quote(a, 'SGD', 'EUR')).json() as TFxQuote;
    expect(eur.margin).toBe('0.01');
    expect(eur.fx_rate).toBe(applyMargin(eur.base_fx_rate, '0.01'));
    expect(Number(eur.fx_rate)).toBeLessThan(Number(eur.base_fx_rate));
    expect(((await quote(a, 'SGD', 'GBP')).json() as TFxQuote).margin).toBe('0.002');
    expect(((await quote(a, 'USD', 'GBP')).json() as TFxQuote).margin).toBe('0.004');
    expect(((await quote(b, 'SGD', 'EUR')).json() as TFxQuote).margin).toBe('0.004');
  });

  it('refuses an unknown currency and a pair of the same currency, naming the field', async () => {
    const unknown = await quote(a, 'XXX', 'USD');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ field: 'source_currency', message: 'Unknown currency' });
    const same = await quote(a, 'USD', 'USD');
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toContainEqual({
      field: 'destination_currency',
      message: 'Source and destination currencies must be different',
    });
  });

  it('answers a signed-out caller 401 on every FX call', async () => {
    const bare = { ...SOURCE };
    expect((await quote(bare, 'SGD', 'USD')).statusCode).toBe(401);
    expect((await lock(bare, { rate_signature: 'x' })).statusCode).toBe(401);
    expect((await getHold(bare, crypto.randomUUID())).statusCode).toBe(401);
  });
  it('refuses a user without the exchange, transactions or send pages (a cards-only user)', async () => {
    const cards = await createUser(t.db, clientA, { roles: ['cards'], menus: ['/r/cards', '/r/cards-management'] });
    const res = await quote((await signInAs(t, cards)).headers, 'SGD', 'USD');
    expect(res.statusCode).toBe(403);
  });
});

describe('[FX] holds', () => {
  it('locks a valid quote into an ACTIVE hold for 10 days, readable with getHoldFx', async () => {
    t.clock.advance(1000);
    const q = (await quote(a, 'SGD', 'USD')).json() as TFxQuote;
    const sig = q.rate_signature;
    const res = await lock(a, { rate_signature: sig });
    expect(res.statusCode).toBe(201);
    const hold = res.json() as TFxHold;
    const now = t.clock.now().getTime();
    expect(hold).toMatchObject({ status: 'ACTIVE', source_currency: 'SGD', destination_currency: 'USD' });
    expect(Date.parse(hold.hold_expiry_at)).toBe(now + HOLD_DEFAULT_DAYS * DAY_MS);
    expect(hold.lock_expiry_at).toBe(hold.hold_expiry_at);
    expect(hold).toMatchObject({ fx_rate: q.fx_rate, base_fx_rate: q.base_fx_rate, margin: q.margin }); // as signed
    const read = await getHold(a, hold.fx_hold_id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(hold);
    // The same quote locked again is the same hold, not a second one; with another expiry it is refused.
    expect((await lock(a, { rate_signature: sig })).json().fx_hold_id).toBe(hold.fx_hold_id);
    const other = await lock(a, { rate_signature: sig, hold_expiry_at: new Date(now + DAY_MS).toISOString() });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CONFLICT');
  });

  it('two people of one business quoted in the same second each get a hold of their own', async () => {
    const colleague = (await signInAs(t, await createUser(t.db, clientA))).headers;
    t.clock.advance(1000);
    const mine = ((await quote(a, 'SGD', 'EUR')).json() as TFxQuote).rate_signature;
    const theirs = ((await quote(colleague, 'SGD', 'EUR')).json() as TFxQuote).rate_signature;
    expect(theirs).toBe(mine); // one business, one pair, one second: one signed quote
    const myHold = (await lock(a, { rate_signature: mine })).json() as TFxHold;
    const theirHold = (await lock(colleague, { rate_signature: theirs })).json() as TFxHold;
    expect(theirHold.fx_hold_id).not.toBe(myHold.fx_hold_id);
    expect(theirHold).toMatchObject({ status: 'ACTIVE', fx_rate: myHold.fx_rate });
  });

  it('holds until a chosen time up to six months ahead, and refuses one past that or in the past', async () => {
    const at = async (expiry: (now: Date) => Date) => {
      const sig = await signature();
      return lock(a, { rate_signature: sig, hold_expiry_at: expiry(t.clock.now()).toISOString() });
    };
    const ok = await at(latestLockExpiry);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().hold_expiry_at).toBe(latestLockExpiry(t.clock.now()).toISOString());
    const tooLate = await at((now) => new Date(latestLockExpiry(now).getTime() + 1000));
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors).toEqual([
      { field: 'hold_expiry_at', message: 'A rate can be held for at most 6 months.' },
    ]);
    const past = await at((now) => now);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('hold_expiry_at');
  });

  it('holds past the default 10 days only for a business with lock and hold (lockAndHoldFx)', async () => {
    const days = async (headers: Record<string, string>, n: number) => {
      const sig = await signature(headers, 'AUD', 'USD');
      const expiry = new Date(t.clock.now().getTime() + n * DAY_MS).toISOString();
      return lock(headers, { rate_signature: sig, hold_expiry_at: expiry });
    };
    expect((await days(b, HOLD_DEFAULT_DAYS)).statusCode).toBe(201);
    const longer = await days(b, HOLD_DEFAULT_DAYS + 1);
    expect(longer.statusCode).toBe(400);
    expect(longer.json().errors).toEqual([
      {
        field: 'hold_expiry_at',
        message: 'Your business can hold a rate for up to 10 days. Contact us to hold rates for longer.',
      },
    ]);
    expect((await days(a, HOLD_DEFAULT_DAYS + 1)).statusCode).toBe(201);
  });

  it('refuses a tampered signature: an edited rate, an edited MAC, garbage', async () => {
    const sig = await signature();
    const [v, payload, mac] = sig.split('.') as [string, string, string];
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString()) as string[];
    fields[4] = '9.9'; // a better client rate
    const edited = `${v}.${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${mac}`;
    const flipped = `${v}.${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [edited, flipped, 'garbage', `${sig}.x`, `v2.${payload}.${mac}`]) {
      const res = await lock(a, { rate_signature: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'FX_QUOTE_INVALID',
        message: 'This rate is no longer valid. Get a new quote.',
      });
    }
  });

  it("refuses another business's signature as invalid", async () => {
    const res = await lock(b, { rate_signature: await signature(a) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('FX_QUOTE_INVALID');
  });

  it('refuses a quote once its 30 seconds are over', async () => {
    const sig = await signature();
    t.clock.advance(QUOTE_TTL_SECONDS * 1000);
    const res = await lock(a, { rate_signature: sig });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('FX_QUOTE_EXPIRED');
  });

  it("answers an unknown, malformed or another business's hold id with the same 404", async () => {
    const hold = (await lock(a, { rate_signature: await signature() })).json() as TFxHold;
    for (const [headers, id] of [
      [b, hold.fx_hold_id],
      [a, crypto.randomUUID()],
      [a, 'not-a-uuid'],
    ] as const) {
      const res = await getHold(headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('[FX] hold expiry', () => {
  it('shows a hold past its expiry as EXPIRED before the job runs, and the job writes it', async () => {
    const hold = (await lock(a, { rate_signature: await signature() })).json() as TFxHold;
    const short = (
      await lock(a, {
        rate_signature: await signature(a, 'SGD', 'EUR'),
        hold_expiry_at: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      })
    ).json() as TFxHold;
    t.clock.advance(DAY_MS);
    // Sessions follow the same clock: sign in again a day later.
    a = (await signInAs(t, userA)).headers;
    expect((await getHold(a, short.fx_hold_id)).json().status).toBe('EXPIRED');
    expect((await getHold(a, hold.fx_hold_id)).json().status).toBe('ACTIVE');
    const stored = async (id: string) =>
      (await t.db.query<{ status: string }>('SELECT status FROM fx_holds WHERE id = $1', [id])).rows[0]!.status;
    expect(await stored(short.fx_hold_id)).toBe('ACTIVE');
    expect(await expireHolds(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await stored(short.fx_hold_id)).toBe('EXPIRED');
    expect(await stored(hold.fx_hold_id)).toBe('ACTIVE');
    expect(await expireHolds(t.deps)).toBe(0); // safe to run twice
  });
});
