import { daysBefore, todayIn } from '@corridor/domain/dates';
import type { Queryable } from '../db/client.ts';
import { openAccountsOf } from '../modules/accounts/accounts.service.ts';
import { importForwardContract } from '../modules/fx-hedging/forward-contract-import.service.ts';
import { importApprovedOnboarding } from '../modules/fx-hedging/fx-hedging.service.ts';
import type { Partners } from '../partners/partners.ts';

const DAY = 86_400_000;

/**
 * The SG demo business approved for FX hedging a month ago, with two forward contracts: SGD 25,000 into USD maturing
 * in three days (the soonest, which the settlement job exchanges then) and SGD 12,000 into EUR in three months.
 */
export async function seedHedging(
  tx: Queryable,
  partners: Partners,
  owner: { clientId: string; userId: string; utcOffset: string },
  now: Date,
): Promise<void> {
  await importApprovedOnboarding(tx, owner, new Date(now.getTime() - 30 * DAY));
  const accounts = await openAccountsOf(tx, owner);
  const id = (currency: string) => accounts.find((a) => a.currency === currency)!.id;
  const today = todayIn(owner.utcOffset, now);
  const plans = [
    { to: 'USD', amount: 25_000_00n, bookedDaysAgo: 20, maturesIn: 3 },
    { to: 'EUR', amount: 12_000_00n, bookedDaysAgo: 6, maturesIn: 90 },
  ];
  for (const p of plans) {
    await importForwardContract(tx, { partners }, owner, {
      sourceAccountId: id('SGD'),
      destinationAccountId: id(p.to),
      sourceAmount: p.amount,
      maturityDate: daysBefore(today, -p.maturesIn),
      bookedAt: new Date(now.getTime() - p.bookedDaysAgo * DAY),
    });
  }
}
