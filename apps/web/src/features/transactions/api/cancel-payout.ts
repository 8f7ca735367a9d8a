import { cancelPayoutEndpoint } from '@corridor/contracts/payouts/cancel-payout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useIdempotencyKeys } from '@/lib/idempotency-keys.ts';

/**
 * setCancelStatus: the maker cancels their payout; its held money returns to the balance. The same click again
 * goes with the same Idempotency-Key. Every money query refreshes (the list, balances, this payout).
 */
export function useCancelPayout() {
  const keys = useIdempotencyKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => {
      const body = { payment_id: paymentId };
      return callEndpoint(cancelPayoutEndpoint, {
        body,
        headers: { 'Idempotency-Key': keys.keyFor(`cancel-${paymentId}`, body) },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}
