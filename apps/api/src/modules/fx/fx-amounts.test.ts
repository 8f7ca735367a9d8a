import type { TCalculateAmountsResponse } from '@corridor/contracts/fx/calculate-amounts';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { HOLD_DEFAULT_DAYS } from '@corridor/domain/fx';
import { sourceFor } from '@corridor/domain/fx-math';
import { convert, decimalsOf, formatMoney, fromMinor } from '@corridor/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFxMargin, signedInBusiness, signInAs, type TestClient, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const V1 = '/smebackend/api/v1';
let t: TestApp;
let client: TestClient;
let user: TestUser;
let a: Record<string, string>;
let b: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ client, user, headers: a } = await signedInBusiness(t));
  b = (await signedInBusiness(t)).headers;
});
afterAll(() => t.close());

const calculate = (payload: object, headers = a) =>
  t.app.inject({ method: 'POST', url: `${V1}/transactions/bookFx/calculate-amounts`, headers, payload });
const quote = async (source: string, destination: string, headers = a) => {
  t.clock.advance(1000); // a new instant, a new quote
  const res = await t.app.inject({
    method: 'GET',
    url: `${V1}/lockFx/getFxRate?source_currency=${source}&destination_currency=${destination}`,
    headers,
  });
  return res.json() as TFxQuote;
};
const hold = async (source: string, destination: string, headers = a) => {
  const q = await quote(source, destination, headers);
  const res = await t.app.inject({
    method: 'POST',
    url: `${V1}/lockFxRate`,
    headers,
    payload: { rate_signature: q.rate_signature },
  });
  return res.json() as { fx_hold_id: string; fx_rate: string };
};
const fieldError = (field: string, message: string) => ({ code: 'VALIDATION_ERROR', errors: [{ field, message }] });

describe('[FX] calculate amounts', () => {
  it('converts a fixed source at the live client rate, rounding the destination down, with no fees', async () => {
    const q = await quote('SGD', 'USD');
    const res = await calculate({ source_currency: 'SGD', destination_currency: 'USD', source_amount: '1,234.56' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TCalculateAmountsResponse;
    const destination = convert(123456n, 'SGD', 'USD', q.fx_rate, 'down');
    expect(body).toMatchObject({ fixed_side: 'source', fx_hold_id: null, fx_rate: q.fx_rate, margin: '0.004' });
    expect(body.exchangeValue.sourceAmount).toEqual({
      currency: 'SGD',
      amountMinor: '123456',
      display: '1,234.56',
      value: '1234.56',
    });
    expect(body.exchangeValue.destinationAmount).toMatchObject({
      currency: 'USD',
      amountMinor: destination.toString(),
      value: fromMinor(destination, 'USD'),
    });
    expect(body.exchangeValue.convertedAmount.amountMinor).toBe('123456');
    for (const fee of ['feeAmount', 'swiftFeeAmount', 'supplierPaymentsFee', 'totalFeeAmount'] as const) {
      expect(body.exchangeValue[fee]).toMatchObject({ currency: 'SGD', amountMinor: '0', display: '0.00' });
    }
    expect(body.exchangeValue.sourceAmountWithSupplierFee.amountMinor).toBe('123456');
  });

  it('prices a fixed destination by rounding the source up, so the business never pays out more', async () => {
    const q = await quote('SGD', 'USD');
    const body = (
      await calculate({ source_currency: 'SGD', destination_currency: 'USD', destination_amount: '100' })
    ).json() as TCalculateAmountsResponse;
    const source = sourceFor(100_00n, 'SGD', 'USD', q.fx_rate);
    expect(body.fixed_side).toBe('destination');
    expect(body.exchangeValue.destinationAmount.amountMinor).toBe('10000');
    expect(body.exchangeValue.sourceAmount.amountMinor).toBe(source.toString());
    expect(convert(source, 'SGD', 'USD', q.fx_rate, 'down')).toBeGreaterThanOrEqual(100_00n);
    expect(convert(source - 1n, 'SGD', 'USD', q.fx_rate, 'down')).toBeLessThan(100_00n);
  });

  it('shows zero-decimal JPY without decimals, and KRW with the minor units of its currency', async () => {
    const jpy = (
      await calculate({ source_currency: 'SGD', destination_currency: 'JPY', source_amount: '10' })
    ).json() as TCalculateAmountsResponse;
    expect(jpy.exchangeValue.destinationAmount.display).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(jpy.exchangeValue.destinationAmount.value).not.toContain('.');
    const fixedYen = await calculate({ source_currency: 'JPY', destination_currency: 'SGD', source_amount: '1.5' });
    expect(fixedYen.json()).toMatchObject(fieldError('source_amount', 'JPY amounts cannot have decimals'));
    const krw = (
      await calculate({ source_currency: 'USD', destination_currency: 'KRW', destination_amount: '50000' })
    ).json() as TCalculateAmountsResponse;
    expect(krw.exchangeValue.destinationAmount).toMatchObject({
      amountMinor: (50_000n * 10n ** BigInt(decimalsOf('KRW'))).toString(),
      display: formatMoney(50_000n * 10n ** BigInt(decimalsOf('KRW')), 'KRW'),
    });
  });

  it('refuses negative, over-precise, empty and non-numeric amounts on the typed field', async () => {
    const pair = { source_currency: 'SGD', destination_currency: 'USD' };
    expect((await calculate({ ...pair, source_amount: '-5' })).json()).toMatchObject(
      fieldError('source_amount', 'Please enter a valid amount'),
    );
    expect((await calculate({ ...pair, source_amount: '1.234' })).json()).toMatchObject(
      fieldError('source_amount', 'Amount can have at most 2 decimal places'),
    );
    expect((await calculate({ ...pair, destination_amount: '0' })).json()).toMatchObject(
      fieldError('destination_amount', 'Amount must be greater than 0'),
    );
    expect((await calculate({ ...pair, source_amount: '1e3' })).statusCode).toBe(400);
  });

  it('needs exactly one amount, two known and different currencies', async () => {
    const both = await calculate({
      source_currency: 'SGD',
      destination_currency: 'USD',
      source_amount: '1',
      destination_amount: '1',
    });
    expect(both.statusCode).toBe(400);
    expect((await calculate({ source_currency: 'SGD', destination_currency: 'USD' })).statusCode).toBe(400);
    const unknown = await calculate({ source_currency: 'SGD', destination_currency: 'ABC', source_amount: '1' });
    expect(unknown.json().errors).toContainEqual({ field: 'destination_currency', message: 'Unknown currency' });
    const same = await calculate({ source_currency: 'SGD', destination_currency: 'SGD', source_amount: '1' });
    expect(same.statusCode).toBe(400);
  });

  it('refuses an amount that buys less than one smallest unit of the destination', async () => {
    const res = await calculate({ source_currency: 'JPY', destination_currency: 'USD', source_amount: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(fieldError('source_amount', 'The amount to buy must be at least USD 0.01.'));
    const cent = await calculate({ source_currency: 'JPY', destination_currency: 'USD', destination_amount: '0.01' });
    expect(cent.statusCode).toBe(200);
    expect(cent.json().exchangeValue.sourceAmount.amountMinor).toBe('2'); // 0.01 / 0.00659… yen, rounded up
  });

  it('says "To amount is too large" when the computed side passes the ceiling, and the ceiling for the typed one', async () => {
    const idr = await calculate({
      source_currency: 'SGD',
      destination_currency: 'IDR',
      source_amount: '1000000000',
    });
    expect(idr.json()).toMatchObject(fieldError('source_amount', 'To amount is too large'));
    const back = await calculate({
      source_currency: 'IDR',
      destination_currency: 'SGD',
      destination_amount: '1000000000',
    });
    expect(back.json()).toMatchObject(fieldError('destination_amount', 'To amount is too large'));
    const typed = await calculate({
      source_currency: 'SGD',
      destination_currency: 'USD',
      source_amount: '10000000000000',
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors[0].message).toMatch(/^We cannot process this amount\. The most we accept at once is/);
  });

  it("uses a hold's rate when given one, whatever the live rate does meanwhile", async () => {
    const held = await hold('SGD', 'EUR');
    await setFxMargin(t.db, client, 'SGD', 'EUR', '0.05');
    const live = (
      await calculate({ source_currency: 'SGD', destination_currency: 'EUR', source_amount: '100' })
    ).json() as TCalculateAmountsResponse;
    const atHold = (
      await calculate({
        source_currency: 'SGD',
        destination_currency: 'EUR',
        source_amount: '100',
        fx_hold_id: held.fx_hold_id,
      })
    ).json() as TCalculateAmountsResponse;
    expect(live.margin).toBe('0.05');
    expect(atHold).toMatchObject({ fx_rate: held.fx_rate, fx_hold_id: held.fx_hold_id, margin: '0.004' });
    expect(BigInt(atHold.exchangeValue.destinationAmount.amountMinor)).toBeGreaterThan(
      BigInt(live.exchangeValue.destinationAmount.amountMinor),
    );
  });

  it("refuses another business's hold (404), a hold of another pair, and an expired hold", async () => {
    const theirs = await hold('SGD', 'USD', b);
    const pair = { source_currency: 'SGD', destination_currency: 'USD', source_amount: '10' };
    expect((await calculate({ ...pair, fx_hold_id: theirs.fx_hold_id })).statusCode).toBe(404);
    expect((await calculate({ ...pair, fx_hold_id: 'nope' })).statusCode).toBe(404);
    const gbp = await hold('SGD', 'GBP');
    const wrongPair = await calculate({ ...pair, fx_hold_id: gbp.fx_hold_id });
    expect(wrongPair.json()).toMatchObject(fieldError('fx_hold_id', 'This held rate is for SGD to GBP.'));
    const mine = await hold('SGD', 'USD');
    t.clock.advance(HOLD_DEFAULT_DAYS * 86_400_000);
    a = (await signInAs(t, user)).headers; // sessions follow the clock too
    const expired = await calculate({ ...pair, fx_hold_id: mine.fx_hold_id });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('FX_HOLD_EXPIRED');
  });
});
