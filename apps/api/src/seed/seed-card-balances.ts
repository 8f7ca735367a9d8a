import { toMinor } from '@corridor/domain/money';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { openAccountsOf } from '../modules/accounts/accounts.service.ts';
import { importCardWithdrawalInTx, topUpCardBalanceInTx } from '../modules/card-balances/card-balances.service.ts';
import type { Course } from './seed-timeline.ts';

type Owner = Pick<Caller, 'clientId' | 'userId'>;
type Step =
  | { kind: 'top-up'; currency: string; amount: string; daysAgo: number }
  | { kind: 'withdraw'; currency: string; amount: string; daysAgo: number };

/**
 * The SG business's card balances (/r/card/withdraw): SGD and USD loaded from its accounts over the last weeks, and
 * some of it moved back, so the page has balances and recent withdrawals. In time order.
 */
const STEPS: readonly Step[] = [
  { kind: 'top-up', currency: 'SGD', amount: '12000', daysAgo: 24 },
  { kind: 'top-up', currency: 'USD', amount: '6500', daysAgo: 17 },
  { kind: 'top-up', currency: 'SGD', amount: '3500', daysAgo: 10 },
  { kind: 'withdraw', currency: 'SGD', amount: '1250.00', daysAgo: 6 },
  { kind: 'withdraw', currency: 'USD', amount: '480.25', daysAgo: 3 },
];

const DAY = 86_400_000;

/** One course on the seed's timeline (seed-timeline.ts): each step booked at its own time, through the module. */
export async function* cardBalanceCourse(tx: Queryable, owner: Owner, now: Date): Course {
  for (const step of STEPS) {
    const at = new Date(now.getTime() - step.daysAgo * DAY);
    yield at;
    const account = (await openAccountsOf(tx, owner)).find((a) => a.currency === step.currency);
    if (!account) throw new Error(`The demo business has no ${step.currency} account`);
    if (step.kind === 'top-up') {
      const amount = toMinor(step.amount, step.currency);
      await topUpCardBalanceInTx(tx, owner, { accountId: account.id, amount, at });
    } else {
      await importCardWithdrawalInTx(tx, owner, {
        currency: step.currency,
        accountId: account.id,
        amount: step.amount,
        at,
      });
    }
  }
}
