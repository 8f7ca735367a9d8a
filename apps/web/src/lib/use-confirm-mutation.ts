import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from './api/api-error.ts';

type ConfirmMutationOptions = {
  /** What moves with the money, refetched once it has moved (every query under it). */
  refresh?: QueryKey;
  /** A refusal after which a retry is a new request: call `newKey` and the next try gets one. */
  onError?: (error: ApiError, keys: { newKey: () => void }) => void;
};

/**
 * One confirmation of a money move (a review dialog's confirm button; the dialog's mount is the confirmation): its
 * Idempotency-Key is made on the first try and sent again on every retry of it (a lost answer, a double click), so
 * the money moves once; the next opening of the review is a new confirmation with a new key.
 */
export function useConfirmMutation<TResult, TRequest>(
  send: (request: TRequest, idempotencyKey: string) => Promise<TResult>,
  { refresh = ['money'], onError }: ConfirmMutationOptions = {},
) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation<TResult, ApiError, TRequest>({
    mutationFn: (request) => {
      key.current ??= crypto.randomUUID();
      return send(request, key.current);
    },
    onError: (error) =>
      onError?.(error, {
        newKey: () => {
          key.current = null;
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
