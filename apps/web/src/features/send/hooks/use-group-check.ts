import type { TCurrencyAccount } from '@corridor/contracts/accounts/currency-account';
import { batchReference } from '@corridor/domain/payouts/references';
import { useMutation } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { isApiError } from '@/lib/api/api-error.ts';
import type { GroupAction, GroupFlow } from '../components/group-flow.ts';
import { rowRequests } from '../components/group-flow.ts';
import { payoutFailureOf } from '../components/payout-failure.ts';
import { validateAnyWay } from './validate-any-way.ts';

/** How many validations run at once: quick for 50 recipients, gentle on the API. */
const AT_ONCE = 4;

/**
 * "Check all": validatePayout for every recipient (spec §5: all must pass before confirming), a few at a time, each
 * refusal kept on its recipient; nothing is created. The group's BIZM_ reference is made here the first time and
 * kept, so every check and every creation names the same one.
 */
export function useGroupCheck(flow: GroupFlow, dispatch: Dispatch<GroupAction>, accounts: readonly TCurrencyAccount[]) {
  const [done, setDone] = useState(0);
  const check = useMutation({
    mutationFn: async () => {
      const reference = flow.externalReference ?? batchReference(new Date());
      const jobs = rowRequests(flow, accounts, reference);
      const validated: Record<string, GroupFlow['validated'][string]> = {};
      const failures: Record<string, ReturnType<typeof payoutFailureOf>> = {};
      setDone(0);
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          if (!job.request) continue;
          try {
            (validated as Record<string, unknown>)[job.id] = await validateAnyWay(job.request);
          } catch (error) {
            if (isApiError(error) && error.isSessionError) throw error;
            failures[job.id] = payoutFailureOf(error);
          }
          setDone((d) => d + 1);
        }
      };
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, jobs.length) }, worker));
      return { reference, validated, failures };
    },
    onSuccess: (outcome) => dispatch({ type: 'checked', ...outcome }),
  });
  return { ...check, done };
}
