import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TCalculateAmountsResponse } from '@corridor/contracts/fx/calculate-amounts';
import { calculateAmountsEndpoint } from '@corridor/contracts/fx/calculate-amounts';
import type { TExchange, TFxHold } from '@corridor/contracts/fx/fx-common';
import type { TFxQuote } from '@corridor/contracts/fx/get-fx-rate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { bookFx } from '../api/book-fx.ts';
import { lockFxRate } from '../api/lock-fx-rate.ts';
import {
  type ExchangeDraft,
  isSameOutcome,
  toBookingRequest,
  toCalculationRequest,
} from '../components/exchange-draft.ts';

export type ConfirmInput = {
  draft: ExchangeDraft;
  accounts: readonly Pick<TCurrencyAccount, '_id' | 'currency'>[];
  quote: TFxQuote;
  /** The figures the person is looking at: booking goes ahead only if the held rate gives the same. */
  shown: TCalculateAmountsResponse;
};

export type ConfirmOutcome =
  | { kind: 'booked'; exchange: TExchange }
  /** The held rate gives other figures than those shown: they are shown now, and a second confirm books them. */
  | { kind: 'changed'; calculation: TCalculateAmountsResponse; hold: TFxHold };

/** A quote or hold the server no longer accepts: the page asks for a new quote. */
export const STALE_RATE_CODES = new Set(['FX_QUOTE_EXPIRED', 'FX_QUOTE_INVALID', 'FX_HOLD_EXPIRED', 'FX_HOLD_USED']);

/**
 * One confirmation: lock the quote into a hold, recalculate at the hold, book at it. The Idempotency-Key and the
 * hold are made once per confirmation and reused by a retry, so a second click, or a retry after a lost answer,
 * books once; a refused rate drops the hold so the next try locks the new quote. The review dialog is rendered only
 * while open, so each review starts with a new key and no hold.
 */
export function useConfirmExchange() {
  const queryClient = useQueryClient();
  const idempotencyKey = useRef<string | null>(null);
  const hold = useRef<TFxHold | null>(null);

  return useMutation<ConfirmOutcome, ApiError, ConfirmInput>({
    mutationFn: async ({ draft, accounts, quote, shown }) => {
      const request = toCalculationRequest(draft, accounts);
      if (!request) throw new Error('The exchange is not complete');
      hold.current ??= await lockFxRate({ rate_signature: quote.rate_signature });
      const held = await callEndpoint(calculateAmountsEndpoint, {
        body: { ...request, fx_hold_id: hold.current.fx_hold_id },
      });
      if (!isSameOutcome(held.exchangeValue, shown.exchangeValue)) {
        return { kind: 'changed', calculation: held, hold: hold.current };
      }
      idempotencyKey.current ??= crypto.randomUUID();
      const exchange = await bookFx(toBookingRequest(draft, hold.current.fx_hold_id), idempotencyKey.current);
      return { kind: 'booked', exchange };
    },
    onError: (error) => {
      if (STALE_RATE_CODES.has(error.code)) {
        hold.current = null;
        void queryClient.invalidateQueries({ queryKey: ['fx', 'quote'] });
      }
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'booked') await queryClient.invalidateQueries({ queryKey: ['money'] });
    },
  });
}
