import { type AchRollingLimit, achRollingLimit, achWindowStart } from '@corridor/domain/fundings/ach';
import type { Queryable } from '../../db/client.ts';
import * as repo from './ach.repository.ts';

/**
 * The business's ACH window at `now`: its debits of the last 30 days read and summed by the domain's rule. A new
 * debit is checked with `countLater` (every debit already made counts, one dated a moment after `now` included).
 */
export async function rollingLimitIn(
  q: Queryable,
  clientId: string,
  now: Date,
  opts: { countLater?: boolean } = {},
): Promise<AchRollingLimit> {
  const debits = await repo.debitsSince(q, clientId, achWindowStart(now));
  return achRollingLimit(
    debits.map((d) => ({ amount: BigInt(d.amount), at: d.created_at })),
    now,
    undefined,
    opts,
  );
}
