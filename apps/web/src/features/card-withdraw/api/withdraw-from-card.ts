import { cardWithdrawEndpoint, type TCardWithdrawRequest } from '@corridor/contracts/card-balances/card-withdraw';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Withdraws from a card balance. The Idempotency-Key is made once per confirmation and sent again on a retry, so a
 * double click or a retry after a lost answer moves the money once.
 */
export function withdrawFromCard(body: TCardWithdrawRequest, idempotencyKey: string) {
  return callEndpoint(cardWithdrawEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
