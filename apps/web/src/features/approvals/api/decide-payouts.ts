import { payoutActionEndpoint, type TPayoutActionRequest } from '@corridor/contracts/payouts/payout-action';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Approves or rejects payouts, each reported on its own. The Idempotency-Key is kept for the same decision across
 * retries (lib/idempotency-keys.ts), so a retry after a lost answer records each decision once.
 */
export function decidePayouts(body: TPayoutActionRequest, idempotencyKey: string) {
  return callEndpoint(payoutActionEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
