import { bookForwardEndpoint, type TBookForwardRequest } from '@corridor/contracts/fx-hedging/forward-contracts';
import type { TForwardContract } from '@corridor/contracts/fx-hedging/hedging-common';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useConfirmMutation } from '@/lib/use-confirm-mutation.ts';

/** A quote the server no longer accepts: the form asks for a new one. */
export const STALE_QUOTE_CODES = new Set(['FX_QUOTE_EXPIRED', 'FX_QUOTE_INVALID']);

/** Books a forward contract, once per confirmation (one review dialog). */
export function useBookForward() {
  const queryClient = useQueryClient();
  return useConfirmMutation<TForwardContract, TBookForwardRequest>(
    (body, key) => callEndpoint(bookForwardEndpoint, { body, headers: { 'Idempotency-Key': key } }),
    {
      refresh: ['money', 'fx-hedging', 'contracts'],
      onError: (error, keys) => {
        // A new quote is a new request: it needs a new key.
        if (STALE_QUOTE_CODES.has(error.code)) {
          keys.newKey();
          void queryClient.invalidateQueries({ queryKey: ['fx', 'forward-quote'] });
        }
      },
    },
  );
}
