import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import type { TPayoutPricing } from '@corridor/contracts/payouts/payout-common';
import { transactionFeesEndpoint } from '@corridor/contracts/payouts/transaction-fees';
import { useQueries } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { sendKeys } from '../api/send-keys.ts';
import { type GroupFlow, rowDraft } from '../components/group-flow.ts';
import { toPricingRequest } from '../components/send-draft.ts';

export type RowPricing = { data: TPayoutPricing | undefined; error: ApiError | null; isPending: boolean };

const CALCULATE_AFTER_MS = 400;

/**
 * Each recipient's payout priced live (transactionFees) once typing pauses, and again with each new quote of its
 * currency; a row without a complete amount is not asked. By recipient id.
 */
export function useGroupPricing(
  flow: GroupFlow,
  accounts: readonly TCurrencyAccount[],
  quotedAt: Readonly<Record<string, string | undefined>>,
): Map<string, RowPricing> {
  const settled = useDebouncedValue(flow, CALCULATE_AFTER_MS);
  const requests = settled.rows.map((row) => ({
    id: row.recipient._id,
    currency: row.recipient.destination_currency,
    request: toPricingRequest(rowDraft(settled, row), accounts),
  }));
  const results = useQueries({
    queries: requests.map(({ id, currency, request }) => ({
      queryKey: sendKeys.fees(request ?? { id }, quotedAt[currency]),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(transactionFeesEndpoint, { body: request!, signal }),
      enabled: request !== null,
      retry: false,
      refetchOnWindowFocus: false,
    })),
  });
  const isSettled = settled === flow;
  return new Map(
    requests.map(({ id, request }, i) => {
      const r = results[i];
      const isCurrent = isSettled && request !== null;
      return [
        id,
        {
          data: isCurrent ? r?.data : undefined,
          error: isCurrent ? ((r?.error as ApiError | null) ?? null) : null,
          isPending: !isSettled || Boolean(request && r?.isFetching),
        },
      ];
    }),
  );
}
