import type { TCardWithdrawal, TCardWithdrawRequest } from '@corridor/contracts/card-balances/card-withdraw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { withdrawFromCard } from '../api/withdraw-from-card.ts';

/**
 * One confirmation of a card withdrawal. Its Idempotency-Key is made on the first try and sent again on every retry of
 * the same confirmation, so the money moves once; a new confirmation (a new opening of the review) gets a new key.
 */
export function useCardWithdraw() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation<TCardWithdrawal, ApiError, TCardWithdrawRequest>({
    mutationFn: (request) => {
      key.current ??= crypto.randomUUID();
      return withdrawFromCard(request, key.current);
    },
    // Card balances, the recent list and the currency accounts move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}
