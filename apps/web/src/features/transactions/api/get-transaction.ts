import { cardWithdrawalEndpoint } from '@corridor/contracts/card-balances/card-withdraw';
import { payoutEndpoint } from '@corridor/contracts/payouts/payout-detail';
import { transactionEndpoint } from '@corridor/contracts/transactions/transactions';
import { withdrawalEndpoint } from '@corridor/contracts/withdrawals/withdrawals';
import { useEndpointQuery } from '@/lib/api/endpoint-hooks.ts';
import { transactionsKeys } from './transactions-keys.ts';

/** A 404 is an answer (unknown, or another business's), not something to retry. */
const noRetryOn404 = { retry: (count: number, error: { status: number }) => error.status !== 404 && count < 2 };

/** One transaction as the list shows it, by id or reference: what it is and where its detail lives. */
export function useTransaction(transactionId: string) {
  return useEndpointQuery(
    transactionEndpoint,
    transactionsKeys.one(transactionId),
    { params: { transactionId } },
    noRetryOn404,
  );
}

/** A payout in full (tracker, figures, documents, what the viewer may do); polled while it moves. */
export function useTransactionPayout(id: string | null) {
  return useEndpointQuery(
    payoutEndpoint,
    transactionsKeys.payout(id ?? ''),
    { params: { id: id ?? '' } },
    {
      ...noRetryOn404,
      enabled: id !== null,
      refetchInterval: (q) => (q.state.data && !q.state.data.is_final ? 5_000 : false),
    },
  );
}

/** A withdrawal or auto-sweep in full, with its tracker. */
export function useTransactionWithdrawal(id: string | null) {
  return useEndpointQuery(
    withdrawalEndpoint,
    transactionsKeys.withdrawal(id ?? ''),
    { params: { id: id ?? '' } },
    {
      ...noRetryOn404,
      enabled: id !== null,
    },
  );
}

/** A withdrawal from a card balance to the business's own account, with its tracker (it is complete at once). */
export function useTransactionCardWithdrawal(id: string | null) {
  return useEndpointQuery(
    cardWithdrawalEndpoint,
    transactionsKeys.cardWithdrawal(id ?? ''),
    { params: { id: id ?? '' } },
    { ...noRetryOn404, enabled: id !== null },
  );
}
