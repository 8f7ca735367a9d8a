import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import type { IdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { createGroupPayout } from '../api/create-group-payout.ts';
import { type GroupAction, type GroupFlow, pendingRows } from '../components/group-flow.ts';
import { type PaymentChoice, withPayment } from '../components/payment-methods.ts';
import { payoutFailureOf } from '../components/payout-failure.ts';

/**
 * Creates every recipient still without a payout in ONE request (createGroupPayout), however the group is paid: from
 * the balance (each payout held in turn), by one card charge or by one transfer reference for the total. It is all or
 * nothing, so a balance that pays the first payments but not the last never leaves the group half made: a refusal
 * names its recipient (payouts.{i}.…) and is kept on that row (spec §4: the step is kept), to be fixed or left out
 * before trying again. The Idempotency-Key follows the requests, so a retry after a lost answer is answered from it.
 */
export function useGroupCreate(flow: GroupFlow, dispatch: Dispatch<GroupAction>, keys: IdempotencyKeys) {
  const queryClient = useQueryClient();
  const latest = useRef(flow);
  latest.current = flow;
  return useMutation({
    mutationFn: (choice?: PaymentChoice) => createTogether(latest.current, dispatch, keys, choice),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}

async function createTogether(
  flow: GroupFlow,
  dispatch: Dispatch<GroupAction>,
  keys: IdempotencyKeys,
  choice: PaymentChoice | undefined,
) {
  const rows = pendingRows(flow).filter((r) => flow.validated[r.recipient._id]);
  if (rows.length === 0) return;
  const requests = rows.map((r) => {
    const { request } = flow.validated[r.recipient._id]!;
    return choice ? withPayment(request, choice) : request;
  });
  try {
    const { payouts } = await createGroupPayout(requests, keys.keyFor('group', requests));
    for (const [i, payout] of payouts.entries()) dispatch({ type: 'created', id: rows[i]!.recipient._id, payout });
  } catch (error) {
    if (isApiError(error) && error.isSessionError) throw error;
    const field = isApiError(error) ? (error.fieldErrors[0]?.field ?? '') : '';
    const index = Number(/^payouts\.(\d+)\./.exec(field)?.[1] ?? 0);
    const row = rows[index] ?? rows[0];
    if (row) dispatch({ type: 'create-failed', id: row.recipient._id, failure: payoutFailureOf(error) });
  }
}
