import { bookForwardEndpoint, type TBookForwardRequest } from '@corridor/contracts/fx-hedging/forward-contracts';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';

/** A quote the server no longer accepts: the form asks for a new one. */
export const STALE_QUOTE_CODES = new Set(['FX_QUOTE_EXPIRED', 'FX_QUOTE_INVALID']);

/**
 * Books a forward contract. The Idempotency-Key is made once per confirmation (one review dialog) and sent again
 * on a retry, so a double click or a retry after a lost answer books once.
 */
export function useBookForward() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation<TForwardContract, ApiError, TBookForwardRequest>({
    mutationFn: (body) => {
      key.current ??= crypto.randomUUID();
      return callEndpoint(bookForwardEndpoint, { body, headers: { 'Idempotency-Key': key.current } });
    },
    onError: (error) => {
      // A new quote is a new request: it needs a new key.
      if (STALE_QUOTE_CODES.has(error.code)) {
        key.current = null;
        void queryClient.invalidateQueries({ queryKey: ['fx', 'forward-quote'] });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money', 'fx-hedging', 'contracts'] }),
  });
}
