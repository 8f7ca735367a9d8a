import { createPayoutEndpoint } from '@corridor/contracts/payouts/create-payout';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Creates the payout, holding its money. The Idempotency-Key is the caller's, kept for the same request across
 * retries (lib/idempotency-keys.ts), so a retry after a lost answer creates one payout.
 */
export function createPayout(body: TPayoutRequest, idempotencyKey: string) {
  return callEndpoint(createPayoutEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
