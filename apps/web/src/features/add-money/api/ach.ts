import {
  achAccountsEndpoint,
  achRollingLimitEndpoint,
  delinkEndpoint,
  initiateLinkEndpoint,
  linkStatusEndpoint,
  type TLinkedBank,
  type TLinkedBankList,
} from '@corridor/contracts/ach/ach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { addMoneyKeys } from './add-money-keys.ts';

/** The bank accounts linked (or being linked) for ACH, newest first; asked again every 2 s while one is verifying. */
export function useAchAccounts(isEnabled: boolean) {
  return useEndpointQuery(
    achAccountsEndpoint,
    addMoneyKeys.achAccounts,
    {},
    {
      enabled: isEnabled,
      refetchInterval: (q) => (q.state.data?.accounts.some((a) => a.status === 'PENDING') ? 2000 : false),
    },
  );
}

/** The rolling ACH limit (limit, total_amount, allowed_amount); it moves with money, so it is under 'money'. */
export function useAchRollingLimit(isEnabled: boolean) {
  return useEndpointQuery(achRollingLimitEndpoint, addMoneyKeys.achLimit, {}, { enabled: isEnabled });
}

/** Starts linking an account: it comes back PENDING and is followed with useLinkStatus. */
export function useInitiateLink() {
  return useEndpointMutation(initiateLinkEndpoint, { invalidates: [addMoneyKeys.achAccounts] });
}

/** A pending link, asked about every second until the partner has verified it (or not). */
export function useLinkStatus(link: TLinkedBank | null) {
  return useEndpointQuery(
    linkStatusEndpoint,
    [...addMoneyKeys.achAccounts, 'link', link?.requestId ?? ''],
    { query: { referenceNumber: link?.referenceNumber ?? '', requestId: link?.requestId ?? '' } },
    {
      enabled: link !== null,
      refetchInterval: (q) => (q.state.data && q.state.data.status !== 'PENDING' ? false : 1000),
    },
  );
}

/** Removes a linked account; the list comes back without it. */
export function useDelink() {
  const queryClient = useQueryClient();
  return useMutation<TLinkedBankList, ApiError, string>({
    mutationFn: (accountId) => callEndpoint(delinkEndpoint, { params: { accountId } }),
    onSuccess: (list) => queryClient.setQueryData(addMoneyKeys.achAccounts, list),
  });
}
