import { lockFxRateEndpoint, type TLockFxRateRequest } from '@corridor/contracts/fx/lock-fx-rate';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Turns the quote on screen into a single-use hold at its rate (spec §3 fx_hold_id, hold and lock expiry). */
export function lockFxRate(body: TLockFxRateRequest) {
  return callEndpoint(lockFxRateEndpoint, { body });
}
