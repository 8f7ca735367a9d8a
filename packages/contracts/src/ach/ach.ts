import { ACH_ACCOUNT_TYPES, ACH_LINK_STATUSES, ACH_MESSAGES } from '@corridor/domain/fundings/ach';
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';

/**
 * ACH (spec §7 ACH: checkEligibility, accounts list, initiateLinkAccount, link status by referenceNumber and requestId,
 * add account, balance, delink; §3 linked bank and rolling ACH limit). Base path /smebackend/ach/api/v1, as the
 * spec's other ACH call (getOnboardingStatus).
 */
const ACH = '/smebackend/ach/api/v1';

/** A linked bank (spec §3: accountId, accountNumber masked, routingValue, routingType, type) and its link state. */
export const ZLinkedBank = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  routingValue: z.string(),
  routingType: z.string(),
  type: z.enum(ACH_ACCOUNT_TYPES),
  holderName: z.string(),
  status: z.enum(ACH_LINK_STATUSES),
  referenceNumber: z.string(),
  requestId: z.string(),
  failureReason: z.string().nullable(),
  created_at: z.string(),
});
export type TLinkedBank = z.infer<typeof ZLinkedBank>;

export const ZAchEligibility = z.object({ eligible: z.boolean(), message: z.string().nullable() });
export type TAchEligibility = z.infer<typeof ZAchEligibility>;

export const achEligibilityEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ACH}/checkEligibility`,
  summary: 'Whether the business may add money by ACH (a US business, the ACH flag on, the partner agrees).',
  tag: 'ach',
  response: ZAchEligibility,
});

export const ZLinkedBankList = z.object({ accounts: z.array(ZLinkedBank) });
export type TLinkedBankList = z.infer<typeof ZLinkedBankList>;

export const achAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ACH}/accounts`,
  summary: 'The bank accounts linked or being linked for ACH, newest first.',
  tag: 'ach',
  response: ZLinkedBankList,
});

export const ZInitiateLinkRequest = z.strictObject({
  holderName: z.string().trim().min(1, ACH_MESSAGES.holderName).max(140),
  accountNumber: z.string().trim().max(17, ACH_MESSAGES.accountNumber),
  routingNumber: z.string().trim().max(9, ACH_MESSAGES.routingNumber),
  accountType: z.enum(ACH_ACCOUNT_TYPES, ACH_MESSAGES.accountType),
});
export type TInitiateLinkRequest = z.input<typeof ZInitiateLinkRequest>;

/** POST initiateLinkAccount — asks the partner to verify the account: PENDING, then LINKED or FAILED. */
export const initiateLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ACH}/initiateLinkAccount`,
  summary: 'Starts linking a US bank account for ACH; its status is then asked by referenceNumber and requestId.',
  tag: 'ach',
  body: ZInitiateLinkRequest,
  response: ZLinkedBank,
  status: 201,
});

export const linkStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ACH}/linkStatus`,
  summary: 'Where a link request stands (PENDING, LINKED, FAILED), asked by referenceNumber and requestId.',
  tag: 'ach',
  query: z.strictObject({ referenceNumber: z.string().min(1).max(64), requestId: z.string().min(1).max(64) }),
  response: ZLinkedBank,
});

export const ZAchBalance = z.object({ accountId: z.string(), available: ZMoney });
export type TAchBalance = z.infer<typeof ZAchBalance>;

export const achBalanceEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ACH}/accounts/:accountId/balance`,
  summary: "A linked account's available balance, as its bank reports it.",
  tag: 'ach',
  params: z.strictObject({ accountId: ZId }),
  response: ZAchBalance,
});

export const delinkEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ACH}/accounts/:accountId/delink`,
  summary: 'Removes a linked account: it is no longer offered; debits already made are not affected.',
  tag: 'ach',
  params: z.strictObject({ accountId: ZId }),
  response: ZLinkedBankList,
});

/** Spec §3 rolling ACH limit: limit, total_amount (the last 30 days), allowed_amount (what is left). */
export const ZAchRollingLimit = z.object({
  limit: ZMoney,
  total_amount: ZMoney,
  allowed_amount: ZMoney,
  windowDays: z.number(),
});
export type TAchRollingLimit = z.infer<typeof ZAchRollingLimit>;

export const achRollingLimitEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ACH}/rollingLimit`,
  summary: 'The rolling ACH limit: the limit, what was debited in the last 30 days, and what is left.',
  tag: 'ach',
  response: ZAchRollingLimit,
});
