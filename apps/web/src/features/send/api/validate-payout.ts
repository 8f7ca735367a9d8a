import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { validatePayoutEndpoint } from '@corridor/contracts/payouts/validate-payout';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Runs every rule createPayout runs for one contact and prices it, writing nothing (spec §5: before confirming). */
export function validatePayout(body: TPayoutRequest, signal?: AbortSignal) {
  return callEndpoint(validatePayoutEndpoint, { body, signal });
}
