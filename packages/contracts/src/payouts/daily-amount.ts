import { z } from 'zod';
import { ZClientPath } from '../beneficiaries/beneficiary.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMoney } from '../money.ts';

export const ZDailyAmountResponse = z.object({
  currency: z.literal('MYR'),
  /** Malaysian sole proprietors, enterprises and LLPs only (spec §6, §9); the others have no daily limit. */
  has_limit: z.boolean(),
  /** MYR 50,000, or null without a limit. */
  limit: ZMoney.nullable(),
  /** What today's payouts (not released) count, in MYR with their fees. */
  total_amount: ZMoney,
  /** What can still be sent today, or null without a limit. */
  allowed_amount: ZMoney.nullable(),
  /** The Malaysia-time day counted (YYYY-MM-DD), and when the limit resets (midnight MYT). */
  day: z.string(),
  resets_at: z.string(),
});
export type TDailyAmountResponse = z.infer<typeof ZDailyAmountResponse>;

/** GET /smebackend/api/v1/transaction/dailyAmount/:clientId — the MYR daily limit: limit, total_amount, allowed_amount. */
export const dailyAmountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/transaction/dailyAmount/:clientId',
  summary: "The business's MYR daily transfer limit: the limit, today's total and what is left.",
  tag: 'payouts',
  params: ZClientPath,
  response: ZDailyAmountResponse,
});
