import { bookFxEndpoint, type TBookFxRequest } from '@corridor/contracts/fx/book-fx';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Books the exchange at a hold. The Idempotency-Key is made once per confirmation and sent again on a retry, so a
 * double click or a retry after a lost answer books once.
 */
export function bookFx(body: TBookFxRequest, idempotencyKey: string) {
  return callEndpoint(bookFxEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
