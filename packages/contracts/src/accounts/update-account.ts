import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAccountResponse } from './currency-account.ts';

/**
 * POST /smebackend/api/v1/settings/account/update — hide, label, make default, or set auto-bookfx on an open
 * account. Only the fields sent change. Making one account default un-defaults the others.
 */
/** A name a person gives an account ("Payroll"); null (or empty in a form) goes back to the currency's name. */
export const ZAccountLabel = z.string().trim().max(50, 'Label can be at most 50 characters');
const SEQUENCE_MESSAGE = 'Enter a whole number from 1 to 99';
/** Where the account comes in the auto-conversion order (1 first); null for no preference. */
export const ZAutoBookFxSequence = z
  .number({ error: SEQUENCE_MESSAGE })
  .int(SEQUENCE_MESSAGE)
  .min(1, SEQUENCE_MESSAGE)
  .max(99, SEQUENCE_MESSAGE);

export const ZUpdateAccountRequest = z.strictObject({
  accountId: ZId,
  hidden: z.boolean().optional(),
  label: ZAccountLabel.nullable().optional(),
  is_default_account: z.boolean().optional(),
  disable_auto_bookfx: z.boolean().optional(),
  auto_bookfx_sequence: ZAutoBookFxSequence.nullable().optional(),
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;
export const ZUpdateAccountResponse = ZAccountResponse;
export type TUpdateAccountResponse = z.infer<typeof ZUpdateAccountResponse>;

export const updateAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/settings/account/update',
  summary: 'Hides, labels, makes default or sets auto book-FX on an open account; only the fields sent change.',
  tag: 'accounts',
  body: ZUpdateAccountRequest,
  response: ZUpdateAccountResponse,
});
