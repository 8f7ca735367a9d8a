import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZFunding } from './funding.ts';

/**
 * FPX (spec §7 FPX: payout, payments status, update payment id; §2 /r/fpx/success). A funding by FPX is made first
 * (POST funding, method fpxTransfer: AWAITING_FUNDS); then its payment is started at the gateway, whose page the
 * browser goes to; the gateway sends it back to /r/fpx/success, whose page asks the payment's status here.
 */
export const ZFpxPayment = z.object({ fundingId: z.string(), paymentId: z.string(), redirectUrl: z.string() });
export type TFpxPayment = z.infer<typeof ZFpxPayment>;

/** POST fpx/payout — starts (or answers again) the funding's payment at the gateway: where the browser goes. */
export const fpxPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/fpx/payout',
  summary: "Starts an FPX funding's payment at the gateway (the same payment again for the same funding).",
  tag: 'fundings',
  body: z.strictObject({ fundingId: ZId }),
  response: ZFpxPayment,
});

/**
 * POST fpx/payments/status — what the gateway says of the payment named by the return URL; the funding moves with it
 * (approved: debiting funds; settled: credited; declined or expired: "We were unable to process your payment").
 * The return URL's word is never taken: a payment id that is not the funding's is refused as not found.
 */
export const fpxPaymentStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/fpx/payments/status',
  summary: 'Asks the FPX gateway where a funding’s payment stands and applies it.',
  tag: 'fundings',
  body: z.strictObject({ fundingId: ZId, paymentId: z.string().min(1).max(64) }),
  response: ZFunding,
});
