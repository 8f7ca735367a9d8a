import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TFxHold } from '@corridor/contracts/fx/fx-common';
import { useMutation } from '@tanstack/react-query';
import { type Dispatch, useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import { localExpiry } from '@/lib/fx-quote.ts';
import type { QuoteQuery } from '../api/get-fx-quote.ts';
import { lockFxRate } from '../api/lock-fx-rate.ts';
import { payoutFailureOf } from '../components/payout-failure.ts';
import { isCrossCurrency, toPayoutRequest } from '../components/send-draft.ts';
import type { SendAction, SendFlow } from '../components/send-flow.ts';
import { validateAnyWay } from './validate-any-way.ts';

const STALE_QUOTE = ['FX_QUOTE_EXPIRED', 'FX_QUOTE_INVALID'];

/**
 * Entering the review: the rate on screen is locked into a hold (lockFxRate), then validatePayout runs every rule
 * createPayout will, at that hold (spec §5: before confirming). A quote that ran out on the way is asked again and
 * locked once more. The outcome goes to the flow: the payload checked, or the refusal stored on the beneficiary.
 */
export function useReviewCheck(
  flow: SendFlow,
  dispatch: Dispatch<SendAction>,
  accounts: readonly TCurrencyAccount[],
  quote: QuoteQuery,
) {
  const recipientId = flow.draft.recipient?._id ?? '';
  const check = useMutation({
    mutationFn: async () => {
      const hold = isCrossCurrency(flow.draft, accounts) ? await lockQuote(quote) : null;
      const drafted = toPayoutRequest(flow.draft, accounts, { holdId: hold?.fx_hold_id });
      if (!drafted) throw new Error('The payment is not complete');
      const { request, result, isBalanceShort } = await validateAnyWay(drafted);
      const heldUntil = hold
        ? localExpiry({ quoted_at: hold.created_at, expires_at: hold.hold_expiry_at }, Date.now())
        : null;
      return { request, result, heldUntil, isBalanceShort };
    },
    onSuccess: (checked) => dispatch({ type: 'validated', ...checked }),
    onError: (error) => {
      if (isApiError(error) && error.isSessionError) return;
      dispatch({ type: 'failed', beneficiaryId: recipientId, failure: payoutFailureOf(error) });
    },
  });

  // One check per visit to the review, even under React's development double effects.
  const started = useRef(false);
  const { mutate } = check;
  const isValidated = flow.validated !== null;
  useEffect(() => {
    if (started.current || isValidated) return;
    started.current = true;
    mutate();
  }, [mutate, isValidated]);

  /** Checks again after a refusal the person may outlast (the network, a rate that ran out). */
  const recheck = () => {
    dispatch({ type: 'retry', beneficiaryId: recipientId });
    mutate();
  };
  return { ...check, recheck };
}

/** A hold at the quote on screen; when the quote ran out meanwhile, at a fresh one. No quote at all: the live rate. */
async function lockQuote(quote: QuoteQuery): Promise<TFxHold | null> {
  if (!quote.data) return null;
  try {
    return await lockFxRate(quote.data.rate_signature);
  } catch (error) {
    if (!isApiError(error) || !STALE_QUOTE.includes(error.code)) throw error;
    const fresh = await quote.refetch();
    if (!fresh.data) throw error;
    return lockFxRate(fresh.data.rate_signature);
  }
}
