import {
  calculateAmountsEndpoint,
  type TCalculateAmountsRequest,
  type TCalculateAmountsResponse,
} from '@corridor/contracts/fx/calculate-amounts';
import { CALCULATION_FALLBACK_SOURCE_AMOUNT } from '@corridor/domain/fx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiError, isAbortError, isApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { exchangeKeys } from './exchange-keys.ts';

/**
 * The amounts for what was typed; when that calculation fails, spec §8's fallback: the same pair for a source
 * amount of 1000, so a rate is still on screen next to the reason the typed amount was refused.
 */
export type Calculation =
  | { ok: true; result: TCalculateAmountsResponse }
  | { ok: false; error: ApiError; fallback: TCalculateAmountsResponse | null };

export async function calculateWithFallback(
  body: TCalculateAmountsRequest,
  signal?: AbortSignal,
): Promise<Calculation> {
  try {
    return { ok: true, result: await callEndpoint(calculateAmountsEndpoint, { body, signal }) };
  } catch (error) {
    if (!isApiError(error) || error.isSessionError || isAbortError(error)) throw error;
    const fallbackBody: TCalculateAmountsRequest = {
      source_currency: body.source_currency,
      destination_currency: body.destination_currency,
      source_amount: CALCULATION_FALLBACK_SOURCE_AMOUNT,
    };
    const fallback = await callEndpoint(calculateAmountsEndpoint, { body: fallbackBody, signal }).catch(() => null);
    return { ok: false, error, fallback };
  }
}

/**
 * Recalculated whenever the typed amount (debounced), the side it is on, the pair or the quote changes, so the
 * amounts always go with the rate on screen. The previous figures stay while the next ones load.
 */
export function useCalculation(body: TCalculateAmountsRequest | null, quotedAt: string | undefined) {
  return useQuery<Calculation, ApiError>({
    queryKey: exchangeKeys.calculation(body ?? {}, quotedAt),
    queryFn: ({ signal }) => calculateWithFallback(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
