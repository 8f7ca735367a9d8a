import type { TWithdrawFundRequest } from '@corridor/contracts/withdrawals/withdraw-fund';
import type { TWithdrawal } from '@corridor/contracts/withdrawals/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { withdrawFund } from '../api/withdraw-fund.ts';

/**
 * One confirmation of a withdrawal. Its Idempotency-Key is made on the first try and sent again on every retry of the
 * same confirmation (a lost answer, a double click), so the money leaves once; a new confirmation gets a new key.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const mutation = useMutation<TWithdrawal, ApiError, TWithdrawFundRequest>({
    mutationFn: (request) => {
      key.current ??= crypto.randomUUID();
      return withdrawFund(request, key.current);
    },
    // Balances and the withdrawals list move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
  return {
    ...mutation,
    /** Starts a new confirmation: a new key. */
    begin: () => {
      key.current = null;
      mutation.reset();
    },
  };
}
