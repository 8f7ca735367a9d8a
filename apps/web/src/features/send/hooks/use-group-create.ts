import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import type { IdempotencyKeys } from '@/lib/idempotency-keys.ts';
import { createPayout } from '../api/create-payout.ts';
import { type GroupAction, type GroupFlow, pendingRows } from '../components/group-flow.ts';
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
    mutationFn: async () => {
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
