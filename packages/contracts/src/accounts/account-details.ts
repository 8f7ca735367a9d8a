import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** Details a payer in the account's own country uses (none for GLOBAL-only currencies such as NZD and JPY). */
export const ZLocalAccountDetails = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  routingCodeType: z.string(),
  routingCode: z.string(),
  bankAddress: z.string(),
});
/** Details for a payer abroad (SWIFT). */
export const ZGlobalAccountDetails = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  swiftBic: z.string(),
  bankAddress: z.string(),
});

/**
 * GET /smebackend/api/v1/settings/account/:accountId/details — the "Share account details" dialog: local and
 * global receiving details of an account whose VFA is COMPLETED. 422 ACCOUNT_CANNOT_RECEIVE otherwise.
 */
export const ZAccountDetailsParams = z.strictObject({ accountId: z.string().min(1).max(64) });
export const ZAccountDetailsResponse = z.object({
  accountId: z.string(),
  currency: z.string(),
  local: ZLocalAccountDetails.nullable(),
  global: ZGlobalAccountDetails,
});
export type TAccountDetailsResponse = z.infer<typeof ZAccountDetailsResponse>;

export const accountDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/settings/account/:accountId/details',
  summary: 'The local and global details a payer needs to pay into an account that can receive.',
  tag: 'accounts',
  params: ZAccountDetailsParams,
  response: ZAccountDetailsResponse,
});
