import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import type { IdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { createGroupPayout } from '../api/create-group-payout.ts';
import { createPayout } from '../api/create-payout.ts';
import { type GroupAction, type GroupFlow, pendingRows } from '../components/group-flow.ts';
import { type PaymentChoice, withPayment } from '../components/payment-methods.ts';
import { payoutFailureOf } from '../components/payout-failure.ts';

/**
 * Creates the group's payouts one after the other, each with its own Idempotency-Key (kept per recipient for the
 * same payload). The first failure stops it (spec §4: the step is kept) with the error on that recipient; running
 * it again starts with the recipients still without a payout, so none is created twice — and one whose answer was
 * lost is answered by the server from its key.
 */
export function useGroupCreate(flow: GroupFlow, dispatch: Dispatch<GroupAction>, keys: IdempotencyKeys) {
  const queryClient = useQueryClient();
  const latest = useRef(flow);
  latest.current = flow;
  return useMutation({
    mutationFn: async (choice?: PaymentChoice) => {
      if (choice && choice.method !== 'account') return createFunded(latest.current, dispatch, keys, choice);
      for (const row of pendingRows(latest.current)) {
        const id = row.recipient._id;
        const checked = latest.current.validated[id];
        if (!checked) continue;
        try {
          const payout = await createPayout(checked.request, keys.keyFor(id, checked.request));
          dispatch({ type: 'created', id, payout });
        } catch (error) {
          if (isApiError(error) && error.isSessionError) throw error;
          dispatch({ type: 'create-failed', id, failure: payoutFailureOf(error) });
          return;
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['money'] }),
  });
}

/**
 * A group paid by card or transfer: every recipient still without a payout in ONE request (one card charge, one
 * transfer reference for the total), so it is all or nothing; a refusal names its recipient (payouts.{i}.…) and is
 * kept on that row, to be fixed or left out before trying again.
 */
async function createFunded(
  flow: GroupFlow,
  dispatch: Dispatch<GroupAction>,
  keys: IdempotencyKeys,
  choice: PaymentChoice,
) {
  const rows = pendingRows(flow).filter((r) => flow.validated[r.recipient._id]);
  const requests = rows.map((r) => withPayment(flow.validated[r.recipient._id]!.request, choice));
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
