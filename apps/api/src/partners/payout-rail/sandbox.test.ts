import { ledgerActionFor } from '@corridor/domain/payouts/ledger-effects';
import { paymentErrorOf } from '@corridor/domain/payouts/payment-errors';
import type { PayoutStatus } from '@corridor/domain/payouts/statuses';
import { canTransition, isTerminal } from '@corridor/domain/payouts/transitions';
import { describe, expect, it } from 'vitest';
import { createSandboxPartners } from '../partners.ts';
import type { RailPayout, RailPayoutState } from './payout-rail.ts';
import {
  createSandboxPayoutRail,
  RAIL_MESSAGES,
  SANDBOX_RAIL_DELAYS_MS,
  sandboxNextEvent,
  sandboxReference,
  sandboxSchedule,
} from './sandbox.ts';

const payout = (over: Partial<RailPayout> = {}): RailPayout => ({
  payoutId: '0b5c0c49-52a4-4a3e-9a57-6d5f3f0a1c11',
  transactionNumber: 'SME_1234567890_20260305093015123',
  payoutMethod: 'LOCAL',
  sourceCurrency: 'SGD',
  sourceAmount: 104_00n,
  destinationCurrency: 'USD',
  destinationAmount: 74_00n,
  beneficiaryName: 'Harbour Supplies Ltd',
  destinationCountry: 'US',
  ...over,
});
const statuses = (p: RailPayout, rfiResponse?: string) => sandboxSchedule(p, rfiResponse).map((s) => s.status);

describe('[RAIL] sandbox payout rail', () => {
  it('is wired as the payout rail of the sandbox partners', () => {
    expect(createSandboxPartners().payoutRail.name).toBe('sandbox');
  });

  it('accepts a payout with a reference that is the same on every submission of it', async () => {
    const rail = createSandboxPayoutRail();
    const first = await rail.submit(payout());
    expect(first).toEqual({ accepted: true, reference: sandboxReference(payout().payoutId) });
    expect(await rail.submit(payout())).toEqual(first);
    expect(sandboxReference('another')).not.toBe(sandboxReference(payout().payoutId));
  });

  it('refuses a beneficiary named REFUSE, with a message the send screen maps to its §8 category', async () => {
    const result = await createSandboxPayoutRail().submit(payout({ beneficiaryName: 'Refuse Holdings' }));
    expect(result).toEqual({ accepted: false, message: RAIL_MESSAGES.refused });
    if (!result.accepted) {
      expect(paymentErrorOf({ httpStatus: 400, message: result.message }).category).toBe('invalidAccountNumber');
    }
  });

  it('pays an ordinary payout: processing, sent to bank, paid, each after its delay', () => {
    expect(sandboxSchedule(payout())).toEqual([
      { status: 'PROCESSING', afterMs: SANDBOX_RAIL_DELAYS_MS.processing, by: 'rail' },
      { status: 'SENT_TO_BANK', afterMs: SANDBOX_RAIL_DELAYS_MS.sentToBank, by: 'rail' },
      { status: 'PAID', afterMs: SANDBOX_RAIL_DELAYS_MS.outcome, by: 'rail' },
    ]);
  });

  it('decides the end from the destination amount: 13 returned, 17 cancelled, 19 FX expired', () => {
    expect(statuses(payout({ destinationAmount: 100_13n }))).toEqual(['PROCESSING', 'SENT_TO_BANK', 'RETURNED']);
    expect(statuses(payout({ destinationCurrency: 'JPY', destinationAmount: 1_013n })).at(-1)).toBe('RETURNED');
    expect(statuses(payout({ destinationAmount: 250_17n }))).toEqual(['PROCESSING', 'CANCELLED']);
    expect(statuses(payout({ destinationAmount: 250_19n }))).toEqual(['PROCESSING', 'FX_EXPIRED_CANCELLED']);
    expect(sandboxSchedule(payout({ destinationAmount: 100_13n })).at(-1)?.reason).toBe('Beneficiary account closed');
  });

  it('asks for information about a beneficiary named RFI and waits for the answer', () => {
    const rfi = payout({ beneficiaryName: 'RFI Trading Co' });
    expect(statuses(rfi)).toEqual(['COMPLIANCE_VERIFICATION', 'RFI_REQUESTED']);
    expect(statuses(rfi, 'Invoice INV-2041 attached')).toEqual([
      'COMPLIANCE_VERIFICATION',
      'RFI_REQUESTED',
      'RFI_RESPONDED',
      'PROCESSING',
      'SENT_TO_BANK',
      'PAID',
    ]);
    expect(statuses(rfi, 'We reject this request')).toEqual([
      'COMPLIANCE_VERIFICATION',
      'RFI_REQUESTED',
      'RFI_RESPONDED',
      'RFI_REJECTED',
    ]);
    expect(statuses(payout({ beneficiaryName: 'Garfield Rfid Ltd' }))[0]).toBe('PROCESSING');
  });

  it('combines an RFI with an amount ending: answered, it then meets its end', () => {
    expect(statuses(payout({ beneficiaryName: 'rfi', destinationAmount: 100_13n }), 'ok').slice(-3)).toEqual([
      'PROCESSING',
      'SENT_TO_BANK',
      'RETURNED',
    ]);
  });

  it('moves a payout only along allowed transitions with a ledger action, ending where nothing follows', () => {
    const cases = [
      [payout(), undefined],
      [payout({ destinationAmount: 13n }), undefined],
      [payout({ destinationAmount: 17n }), undefined],
      [payout({ destinationAmount: 19n }), undefined],
      [payout({ beneficiaryName: 'RFI' }), 'answer'],
      [payout({ beneficiaryName: 'RFI' }), 'reject'],
      [payout({ beneficiaryName: 'RFI', destinationAmount: 17n }), 'answer'],
    ] as const;
    for (const [p, answer] of cases) {
      let status: PayoutStatus = 'PENDING';
      for (const step of sandboxSchedule(p, answer)) {
        expect(canTransition(status, step.status, { by: step.by, funding: 'WALLET' })).toBe(true);
        expect(() => ledgerActionFor(status, step.status, 'WALLET')).not.toThrow();
        status = step.status;
      }
      expect(isTerminal(status)).toBe(true);
    }
  });

  it('reports nothing more after a final status, and nothing on an open RFI', async () => {
    const rail = createSandboxPayoutRail();
    const state = (status: PayoutStatus): RailPayoutState => ({ payout: payout(), reference: 'r', status });
    expect(await rail.nextEvent(state('PAID'))).toBeNull();
    expect(await rail.nextEvent(state('RFI_REQUESTED'))).toBeNull();
    expect(await rail.nextEvent(state('AWAITING_APPROVAL_CREDIT_CARD_ACCOUNT'))).toBeNull();
    expect(await rail.nextEvent(state('PROCESSING'))).toEqual(sandboxNextEvent(state('PROCESSING')));
  });

  it('takes an RFI answer only while one is open, and a cancellation only before the bank has the payout', async () => {
    const rail = createSandboxPayoutRail({ compliance: 1, rfi: 1, processing: 1, sentToBank: 1, outcome: 1 });
    const state = (status: PayoutStatus): RailPayoutState => ({ payout: payout(), reference: 'r', status });
    expect(await rail.respondToRfi(state('RFI_REQUESTED'), 'here')).toEqual({ accepted: true });
    expect(await rail.respondToRfi(state('PROCESSING'), 'here')).toEqual({
      accepted: false,
      message: RAIL_MESSAGES.notAwaitingRfi,
    });
    expect(await rail.cancel(state('PENDING'))).toEqual({ accepted: true });
    expect(await rail.cancel(state('RFI_REQUESTED'))).toEqual({ accepted: true });
    expect(await rail.cancel(state('SENT_TO_BANK'))).toEqual({
      accepted: false,
      message: RAIL_MESSAGES.tooLateToCancel,
    });
    expect(await rail.nextEvent(state('SENT_TO_BANK'))).toEqual({ status: 'PAID', afterMs: 1 });
  });
});
