import { randomBytes } from 'node:crypto';
import type { FpxPaymentStatus } from '@corridor/domain/fundings/fpx';
import type { FpxBank, FpxPartner, FpxPayment } from './fpx.ts';
import { type FpxSandboxStore, memoryFpxStore, type SandboxPaymentRow } from './sandbox-store.ts';

/**
 * The sandbox FPX gateway (README "Sandbox partners"). Its bank page is served by our own server at
 * `/sandbox/fpx/pay/:paymentId` (never in production): the person picks a bank and approves or declines.
 * - Approve: the payment is APPROVED (the bank debited it), then SETTLED 2 s later;
 * - Decline: DECLINED;
 * - a payment nobody answers within 15 minutes: EXPIRED;
 * - "Sandbox Bank Offline" is listed but cannot be chosen, as a bank under maintenance is on FPX.
 * The page's answer is kept in `store` (the database in a running server), so every process sees it.
 */
const SETTLE_MS = 2000;
export const FPX_SANDBOX_EXPIRY_MS = 15 * 60_000;
export const FPX_SANDBOX_PAGE = '/sandbox/fpx/pay';

const BANKS: readonly FpxBank[] = [
  { code: 'MB2U0227', name: 'Maybank2u', isOnline: true },
  { code: 'BCBB0235', name: 'CIMB Clicks', isOnline: true },
  { code: 'PBB0233', name: 'Public Bank', isOnline: true },
  { code: 'RHB0218', name: 'RHB Bank', isOnline: true },
  { code: 'HLB0224', name: 'Hong Leong Bank', isOnline: true },
  { code: 'AMBB0209', name: 'AmBank', isOnline: true },
  { code: 'BIMB0340', name: 'Bank Islam', isOnline: true },
  { code: 'TEST0021', name: 'Sandbox Bank Offline', isOnline: false },
];

function statusAt(row: SandboxPaymentRow, at: Date): FpxPaymentStatus {
  if (row.status === 'DECLINED') return 'DECLINED';
  if (row.status === 'APPROVED') {
    return at.getTime() - row.decided_at!.getTime() >= SETTLE_MS ? 'SETTLED' : 'APPROVED';
  }
  return at.getTime() - row.created_at.getTime() >= FPX_SANDBOX_EXPIRY_MS ? 'EXPIRED' : 'PENDING';
}

const view = (row: SandboxPaymentRow, at: Date): FpxPayment => ({
  paymentId: row.id,
  reference: row.reference,
  amountMinor: BigInt(row.amount_minor),
  currency: row.currency,
  status: statusAt(row, at),
  fpxTransactionId: row.fpx_transaction_id,
  bankName: BANKS.find((b) => b.code === row.bank_code)?.name ?? null,
});

/** The return URL with the payment id added to its query. */
function withPaymentId(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('paymentId', paymentId);
  // The sandbox bank is our own server: the browser goes back to the path on the host it used.
  return `${url.pathname}${url.search}`;
}

export function createSandboxFpx(store: FpxSandboxStore = memoryFpxStore()): FpxPartner {
  return {
    name: 'sandbox',
    statusPollMs: 3000,
    async initiatePayment(req) {
      const row = await store.insert({
        id: `fpxpay_${randomBytes(12).toString('hex')}`,
        idempotency_key: req.idempotencyKey,
        reference: req.reference,
        amount_minor: req.amountMinor,
        currency: req.currency,
        return_url: req.returnUrl,
        status: 'PENDING',
        bank_code: null,
        fpx_transaction_id: null,
        created_at: req.at,
        decided_at: null,
      });
      return { paymentId: row.id, redirectUrl: `${FPX_SANDBOX_PAGE}/${row.id}` };
    },
    async paymentStatus({ paymentId, at }) {
      const row = await store.get(paymentId);
      return row && view(row, at);
    },
    sandboxBank: {
      banks: () => BANKS,
      async payment(paymentId) {
        const row = await store.get(paymentId);
        return row && { ...view(row, new Date()), returnUrl: row.return_url };
      },
      async decide({ paymentId, bankCode, isApproved, at }) {
        const bank = BANKS.find((b) => b.code === bankCode && b.isOnline);
        const row = await store.get(paymentId);
        if (!row || (isApproved && !bank)) return undefined;
        if (statusAt(row, at) === 'PENDING') {
          await store.decide(paymentId, {
            status: isApproved ? 'APPROVED' : 'DECLINED',
            bank_code: bank?.code ?? null,
            fpx_transaction_id: isApproved ? `${at.getTime()}${randomBytes(3).toString('hex').toUpperCase()}` : null,
            decided_at: at,
          });
        }
        return withPaymentId(row.return_url, row.id);
      },
    },
  };
}
