import { type TWithdrawFundRequest, withdrawFundEndpoint } from '@corridor/contracts/withdrawals/withdraw-fund';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/**
 * Withdraws. The Idempotency-Key is made once per confirmation and sent again on a retry, so a double click or a
 * retry after a lost answer withdraws once.
 */
export function withdrawFund(body: TWithdrawFundRequest, idempotencyKey: string) {
  return callEndpoint(withdrawFundEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
