import { lockFxRateEndpoint } from '@corridor/contracts/fx/lock-fx-rate';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Locks the quote on screen into a single-use hold for the payout (spec §3 fx_hold_id). Its default expiry (10 days)
 * is what an approver has to decide in, so no shorter one is asked for.
 */
export function lockFxRate(rateSignature: string) {
  return callEndpoint(lockFxRateEndpoint, { body: { rate_signature: rateSignature } });
}
