import { createGroupPayoutEndpoint } from '@corridor/contracts/payouts/create-group-payout';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Creates a group paid by card or transfer in one request: one funding for the whole group, or nothing at all. */
export function createGroupPayout(payouts: TPayoutRequest[], idempotencyKey: string) {
  return callEndpoint(createGroupPayoutEndpoint, { body: { payouts }, headers: { 'Idempotency-Key': idempotencyKey } });
}
