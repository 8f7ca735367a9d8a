import {
  INCOMING_PAYMENT_PATH,
  type TIncomingPaymentRequest,
  type TIncomingPaymentResponse,
  ZIncomingPaymentResponse,
} from '@corridor/contracts/accounts/incoming-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';
import { MONEY_ROOT } from './account-keys.ts';

export type SimulateIncomingPayment = { body: TIncomingPaymentRequest; idempotencyKey: string };

/**
 * POST dev/incoming-payment (non-production only): the sandbox bank receives money into the account. The
 * Idempotency-Key is made once per dialog, so a double click or a retry after a timeout credits only once.
 */
export const simulateIncomingPayment = ({ body, idempotencyKey }: SimulateIncomingPayment) =>
  apiPost<TIncomingPaymentResponse>(INCOMING_PAYMENT_PATH, body, ZIncomingPaymentResponse, {
    'Idempotency-Key': idempotencyKey,
  });

export function useSimulateIncomingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateIncomingPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONEY_ROOT }),
  });
}
