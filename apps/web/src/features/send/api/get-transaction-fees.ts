import type { TPayoutPricing, TPayoutPricingRequest } from '@corridor/contracts/payouts/payout-common';
import { transactionFeesEndpoint } from '@corridor/contracts/payouts/transaction-fees';
import { CALCULATION_FALLBACK_SOURCE_AMOUNT } from '@corridor/domain/fx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiError, isAbortError, isApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { sendKeys } from './send-keys.ts';

/**
 * The payout priced for what was typed; when that fails, spec §8's fallback: the same contact and account for a
 * source amount of 1000, so a rate and the fees stay on screen next to the reason the typed amount was refused.
 */
export type PayoutCalculation =
  | { ok: true; result: TPayoutPricing }
  | { ok: false; error: ApiError; fallback: TPayoutPricing | null };

export async function priceWithFallback(body: TPayoutPricingRequest, signal?: AbortSignal): Promise<PayoutCalculation> {
  try {
    return { ok: true, result: await callEndpoint(transactionFeesEndpoint, { body, signal }) };
  } catch (error) {
    if (!isApiError(error) || error.isSessionError || isAbortError(error)) throw error;
    const fallbackBody: TPayoutPricingRequest = {
      beneficiary_id: body.beneficiary_id,
      source_account: body.source_account,
      source_currency: body.source_currency,
      destination_currency: body.destination_currency,
      source_amount: CALCULATION_FALLBACK_SOURCE_AMOUNT,
      fee_payer: 'BEN',
      swift_fee_payer: body.swift_fee_payer,
    };
    const fallback = await callEndpoint(transactionFeesEndpoint, { body: fallbackBody, signal }).catch(() => null);
    return { ok: false, error, fallback };
  }
}

/**
 * Priced again whenever the request (typed amount debounced, side, account, SWIFT fee payer) or the quote changes, so
 * the figures always go with the rate on screen. The previous figures stay while the next ones load.
 */
export function usePayoutCalculation(body: TPayoutPricingRequest | null, quotedAt: string | undefined) {
  return useQuery<PayoutCalculation, ApiError>({
    queryKey: sendKeys.fees(body ?? {}, quotedAt),
    queryFn: ({ signal }) => priceWithFallback(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
