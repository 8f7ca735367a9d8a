import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAmountIn, ZMoney } from '../money.ts';

export const INCOMING_PAYMENT_STATUSES = ['RECEIVED', 'CREDITED', 'RETURNED'] as const;

export const ZIncomingPayment = z.object({
  id: z.string(),
  accountId: z.string(),
  amount: ZMoney,
  payerName: z.string(),
  reference: z.string(),
  /** RECEIVED: the bank has it (not yet spendable); CREDITED: in the balance; RETURNED: sent back to the payer. */
  status: z.enum(INCOMING_PAYMENT_STATUSES),
  returnReason: z.string().nullable(),
  receivedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TIncomingPayment = z.infer<typeof ZIncomingPayment>;

/**
 * POST /smebackend/api/v1/dev/incoming-payment — not in production. Makes the sandbox bank receive a payment
 * into an account whose VFA is COMPLETED, as a payer abroad would. Needs an `Idempotency-Key` header.
 * Sandbox magic: an amount whose minor units end in 13 is RETURNED, in 17 stays RECEIVED (held by the bank).
 * With settleAfterMs the bank credits it that much later (the answer is then RECEIVED).
 */
export const ZIncomingPaymentRequest = z.strictObject({
  accountId: ZId,
  amount: ZAmountIn,
  payerName: z
    .string()
    .trim()
    .min(1, 'Please enter the payer name')
    .max(100, 'Payer name can be at most 100 characters'),
  reference: z.string().trim().max(140, 'Reference can be at most 140 characters').default(''),
  settleAfterMs: z.number().int().min(0).max(60_000).default(0),
});
export type TIncomingPaymentRequest = z.input<typeof ZIncomingPaymentRequest>;
export const ZIncomingPaymentResponse = z.object({ payment: ZIncomingPayment });
export type TIncomingPaymentResponse = z.infer<typeof ZIncomingPaymentResponse>;

export const incomingPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/dev/incoming-payment',
  summary:
    'Outside production: makes the sandbox bank receive a payment into an account (magic amounts: .13 returned, .17 held).',
  tag: 'dev',
  body: ZIncomingPaymentRequest,
  response: ZIncomingPaymentResponse,
  status: 201,
  isIdempotent: true,
});
