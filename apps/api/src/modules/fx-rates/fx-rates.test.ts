import type { TRateHistoryResponse } from '@corridor/contracts/fx/rate-history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, signInAs } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { backfillSnapshots, recordSnapshot } from './fx-rates.service.ts';

const URL = '/smebackend/api/v1/lockFx/rateHistory';
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db);
  headers = (await signInAs(t, await createUser(t.db, client))).headers;
});
afterAll(() => t.close());

const history = (query: string, h = headers) => t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: h });

describe('[FX] rate snapshots and history', () => {
  it('back-fills 30 days, and the history charts the pair oldest first at the rates the source gave', async () => {
    await backfillSnapshots(t.deps);
    const res = await history('source_currency=SGD&destination_currency=USD');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TRateHistoryResponse;
    expect(body.points.length).toBeGreaterThanOrEqual(119);
    const times = body.points.map((p) => Date.parse(p.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]!).toBeGreaterThanOrEqual(t.clock.now().getTime() - 30 * 86_400_000);
    const last = body.points.at(-1)!;
    const rates = await t.deps.partners.fxRates.ratesAt(new Date(last.at));
    expect(Number(last.rate)).toBeCloseTo(Number(rates.rate('SGD', 'USD')), 8);
    const week = (await history('source_currency=SGD&destination_currency=USD&days=7')).json() as TRateHistoryResponse;
    expect(week.points.length).toBeLessThan(body.points.length);
  });

  it('writes each hourly slot once, however often the job runs; a back-fill run again adds nothing', async () => {
    // An hour off the back-fill's six-hour grid, earlier today.
    const sixHours = 6 * 3_600_000;
    const at = new Date(Math.floor(t.clock.now().getTime() / sixHours) * sixHours - 3 * 3_600_000);
    expect(await recordSnapshot(t.deps, at)).toBeGreaterThan(40);
    expect(await recordSnapshot(t.deps, at)).toBe(0);
    expect(await backfillSnapshots(t.deps)).toBe(0);
  });

  it('refuses a pair of one currency, an unknown currency and more than 30 days, with field errors', async () => {
    const same = await history('source_currency=SGD&destination_currency=SGD');
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({ field: 'destination_currency' });
    const unknown = await history('source_currency=XXX&destination_currency=USD');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'source_currency', message: 'Unknown currency' });
    expect((await history('source_currency=SGD&destination_currency=USD&days=31')).statusCode).toBe(400);
  });

  it('answers only signed-in users', async () => {
    const res = await history('source_currency=SGD&destination_currency=USD', { source: 'sme' });
    expect(res.statusCode).toBe(401);
  });
});
