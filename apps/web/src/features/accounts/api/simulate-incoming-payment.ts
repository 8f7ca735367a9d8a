import { incomingPaymentEndpoint, type TIncomingPaymentRequest } from '@corridor/contracts/accounts/incoming-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { MONEY_ROOT } from './account-keys.ts';

export type SimulateIncomingPayment = { body: TIncomingPaymentRequest; idempotencyKey: string };

/**
 * Non-production only: the sandbox bank receives money into the account. The Idempotency-Key is made once per
 * dialog, so a double click or a retry after a timeout credits only once.
 */
export function useSimulateIncomingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SimulateIncomingPayment) =>
      callEndpoint(incomingPaymentEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MONEY_ROOT }),
  });
}
