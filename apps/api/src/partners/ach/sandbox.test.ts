import { describe, expect, it } from 'vitest';
import { createSandboxAch } from './sandbox.ts';

const ach = createSandboxAch();
const T0 = new Date('2026-11-25T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

async function link(accountNumber: string) {
  const started = await ach.initiateLinkAccount({
    clientId: 'c1',
    holderName: 'Acme Inc',
    accountNumber,
    routingNumber: '021000021',
    accountType: 'CHECKING',
    at: T0,
  });
  return { started, status: (ms: number) => ach.linkStatus({ ...started, at: later(ms) }) };
}

async function linkedId(accountNumber: string) {
  const state = await (await link(accountNumber)).status(5000);
  if (state.status !== 'LINKED') throw new Error(state.status);
  return state.accountId;
}

describe('[ACH SANDBOX] linking', () => {
  it('is pending for 2 s, then linked with an account id', async () => {
    const l = await link('123456789');
    expect(await l.status(500)).toEqual({ status: 'PENDING' });
    const done = await l.status(2500);
    expect(done).toMatchObject({ status: 'LINKED', accountId: expect.stringMatching(/^achacct_n/) });
    expect(await l.status(9000)).toEqual(done);
  });

  it('fails an account number ending 0000, and an unknown or mismatched request', async () => {
    const l = await link('987650000');
    expect(await l.status(5000)).toEqual({ status: 'FAILED', reason: 'Account could not be verified' });
    expect(await ach.linkStatus({ referenceNumber: 'ACHX', requestId: l.started.requestId, at: later(5000) })).toEqual({
      status: 'FAILED',
      reason: 'Unknown link request',
    });
  });
});

describe('[ACH SANDBOX] balance and direct debit', () => {
  it('settles a debit 3 s after it was made', async () => {
    const accountId = await linkedId('123456789');
    expect(await ach.balance({ accountId, at: T0 })).toEqual({ availableMinor: 25_000_000n, currency: 'USD' });
    const { transferId } = await ach.debit({
      idempotencyKey: 'k1',
      accountId,
      amountMinor: 100_000n,
      currency: 'USD',
      reference: 'FD1000000001',
      at: T0,
    });
    expect(await ach.debitStatus({ transferId, at: later(1000) })).toEqual({ status: 'PENDING' });
    expect(await ach.debitStatus({ transferId, at: later(3000) })).toEqual({ status: 'SETTLED' });
  });

  it('returns R01 for an amount ending 51, or one over a 0009 account’s USD 100.00', async () => {
    const ordinary = await linkedId('123456789');
    const low = await linkedId('111110009');
    expect((await ach.balance({ accountId: low, at: T0 })).availableMinor).toBe(10_000n);
    for (const [accountId, amountMinor] of [
      [ordinary, 100_051n],
      [low, 10_001n],
    ] as const) {
      const { transferId } = await ach.debit({
        idempotencyKey: `k-${amountMinor}`,
        accountId,
        amountMinor,
        currency: 'USD',
        reference: 'FD1000000002',
        at: T0,
      });
      expect(await ach.debitStatus({ transferId, at: later(4000) })).toEqual({
        status: 'RETURNED',
        returnCode: 'R01',
        reason: 'Insufficient funds',
      });
    }
  });

  it('is eligible for US businesses only', async () => {
    expect(await ach.checkEligibility({ clientId: 'c1', legalEntity: 'US' })).toEqual({ eligible: true });
    expect(await ach.checkEligibility({ clientId: 'c1', legalEntity: 'SG' })).toEqual({ eligible: false });
  });
});
