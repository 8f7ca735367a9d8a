import type { TFunding } from '@corridor/contracts/fundings/funding';
import type { TCreateFundingRequest } from '@corridor/contracts/fundings/fundings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { createFunding } from '../api/create-funding.ts';

/**
 * One confirmation of adding money. Its Idempotency-Key is made on the first try and sent again on every retry of the
 * same confirmation (a lost answer, a double click), so one funding is made and a card charged once.
 */
export function useAddMoney() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation<TFunding, ApiError, TCreateFundingRequest>({
    mutationFn: (request) => {
      key.current ??= crypto.randomUUID();
      return createFunding(request, key.current);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}
