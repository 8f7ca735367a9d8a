import type { TBankAccountAdd } from '@corridor/contracts/bank-accounts/bank-account';
import { toMinor } from '@corridor/domain/money';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { openAccountsOf } from '../modules/accounts/accounts.service.ts';
import { importBankAccountInTx } from '../modules/bank-accounts/bank-accounts.service.ts';
import { nextRailStepInTx } from '../modules/withdrawals/withdrawal-rail.service.ts';
import { importWithdrawalInTx } from '../modules/withdrawals/withdrawals.service.ts';
import type { Partners } from '../partners/partners.ts';
import type { Course, SeedClock } from './seed-timeline.ts';

type Owner = Pick<Caller, 'clientId' | 'legalEntity' | 'userId' | 'clientName'>;
type Plan = { bank: Omit<TBankAccountAdd, 'bankAccountHolderName'>; currency: string; amount: string; daysAgo: number };

/** The SG and AU demo businesses' own bank accounts (holder: the business's name) and a past withdrawal to each. */
const PLANS: Record<'sg' | 'au', Plan> = {
  sg: {
    bank: {
      name: 'DBS operating account',
      countryCode: 'SG',
      currencyCode: ['SGD'],
      bankName: 'DBS Bank',
      accountNumber: '0721234567',
      routingCodeType1: 'BANK_CODE',
      routingCodeValue1: '7171',
      bankCode: 'DBSSSGSG',
    },
    currency: 'SGD',
    amount: '2000',
    daysAgo: 9,
  },
  au: {
    bank: {
      name: 'CommBank business account',
      countryCode: 'AU',
      currencyCode: ['AUD'],
      bankName: 'Commonwealth Bank of Australia',
      accountNumber: '10234567',
      routingCodeType1: 'BSB',
      routingCodeValue1: '062000',
      bankCode: 'CTBAAU2S',
    },
    currency: 'AUD',
    amount: '1500',
    daysAgo: 5,
  },
};

// The seed drives the rail itself, at past times: nothing is queued for the workers.
const NO_JOBS: JobQueue = { send: async () => null };
const DAY = 86_400_000;

/**
 * Links each business's bank account, then withdraws to it `daysAgo` days back, completed by the sandbox rail: courses
 * on the seed's timeline (seed-timeline.ts), so each report's ledger entries carry its time.
 */
export function withdrawalCourses(
  tx: Queryable,
  deps: { partners: Partners; clock: SeedClock },
  owners: Record<'sg' | 'au', Owner>,
  now: Date,
): Course[] {
  return (['sg', 'au'] as const).map((key) => course(tx, deps, owners[key], PLANS[key], now));
}

async function* course(
  tx: Queryable,
  { partners, clock }: { partners: Partners; clock: SeedClock },
  owner: Owner,
  plan: Plan,
  now: Date,
): Course {
  const at = new Date(now.getTime() - plan.daysAgo * DAY);
  const linkedAt = new Date(at.getTime() - DAY);
  yield linkedAt;
  const bankAccountId = await importBankAccountInTx(
    tx,
    owner,
    { ...plan.bank, bankAccountHolderName: owner.clientName },
    linkedAt,
  );
  yield at;
  const account = (await openAccountsOf(tx, owner)).find((a) => a.currency === plan.currency);
  if (!account) throw new Error(`The ${owner.clientName} demo business has no ${plan.currency} account`);
  const deps = { jobs: NO_JOBS, partners, clock };
  const withdrawalId = await importWithdrawalInTx(tx, deps, owner, {
    accountId: account.id,
    bankAccountId,
    amount: toMinor(plan.amount, plan.currency),
    at,
  });
  const job = { clientId: owner.clientId, withdrawalId };
  let next = await nextRailStepInTx(tx, deps, job);
  while (next) {
    yield next.at;
    await next.apply();
    next = await nextRailStepInTx(tx, deps, job);
  }
}
