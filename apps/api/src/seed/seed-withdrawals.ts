import type { TBankAccountAdd } from '@corridor/contracts/bank-accounts/bank-account';
import { toMinor } from '@corridor/domain/money';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { openAccountsOf } from '../modules/accounts/accounts.service.ts';
import { importBankAccountInTx } from '../modules/bank-accounts/bank-accounts.service.ts';
import { importWithdrawalInTx } from '../modules/withdrawals/withdrawals.service.ts';
import type { Partners } from '../partners/partners.ts';

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

/** Links each business's bank account, then withdraws to it `daysAgo` days back, completed by the sandbox rail. */
export async function seedWithdrawals(
  tx: Queryable,
  partners: Partners,
  owners: Record<'sg' | 'au', Owner>,
  now: Date,
): Promise<void> {
  for (const key of ['sg', 'au'] as const) {
    const plan = PLANS[key];
    const owner = owners[key];
    const at = new Date(now.getTime() - plan.daysAgo * DAY);
    const bankAccountId = await importBankAccountInTx(
      tx,
      owner,
      { ...plan.bank, bankAccountHolderName: owner.clientName },
      new Date(at.getTime() - DAY),
    );
    const account = (await openAccountsOf(tx, owner)).find((a) => a.currency === plan.currency);
    if (!account) throw new Error(`The ${key} demo business has no ${plan.currency} account`);
    const deps = { jobs: NO_JOBS, partners, clock: { now: () => at } };
    await importWithdrawalInTx(tx, deps, owner, {
      accountId: account.id,
      bankAccountId,
      amount: toMinor(plan.amount, plan.currency),
      at,
    });
  }
}
