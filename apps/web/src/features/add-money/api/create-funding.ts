import { createFundingEndpoint, type TCreateFundingRequest } from '@corridor/contracts/fundings/fundings';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** Adds money. The Idempotency-Key is made once per confirmation and sent again on a retry: one funding. */
export function createFunding(body: TCreateFundingRequest, idempotencyKey: string) {
  return callEndpoint(createFundingEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
