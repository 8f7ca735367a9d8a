import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TFxHold } from '@corridor/contracts/fx/fx-common';
import type { TPayoutRequest } from '@corridor/contracts/payouts/payout-common';
import { useMutation } from '@tanstack/react-query';
import { type Dispatch, useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import { localExpiry } from '@/lib/fx-quote.ts';
import type { QuoteQuery } from '../api/get-fx-quote.ts';
import { lockFxRate } from '../api/lock-fx-rate.ts';
import { validatePayout } from '../api/validate-payout.ts';
import { withPayment } from '../components/payment-methods.ts';
import { payoutFailureOf } from '../components/payout-failure.ts';
import { isCrossCurrency, toPayoutRequest } from '../components/send-draft.ts';
import type { SendAction, SendFlow } from '../components/send-flow.ts';

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

/**
 * A balance too short for the payment is no reason to stop at the review: a card or a transfer can still pay for it.
 * The payment is then checked again as paid by bank transfer (every other rule still applies), and the payment step
 * offers only the methods that bring their own money.
 */
async function validateAnyWay(request: TPayoutRequest) {
  try {
    return { request, result: await validatePayout(request), isBalanceShort: false };
  } catch (error) {
    const isFromBalance = (request.additional_info?.deposit_method ?? 'account') === 'account';
    if (!isFromBalance || !isApiError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    const fromOutside = withPayment(request, { method: 'bankTransfer', cardId: null });
    return { request: fromOutside, result: await validatePayout(fromOutside), isBalanceShort: true };
  }
}
