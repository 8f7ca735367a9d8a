import { z } from 'zod';
import { ZBeneficiarySchema } from '../beneficiaries/validation-schema.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZBankAccount, ZBankAccountAdd, ZBankAccountEdit, ZBankAccountPath, ZClientPath } from './bank-account.ts';

/**
 * POST /smebackend/api/v1/client/:clientId/bankAccounts — links one of the business's own bank accounts (spec §7;
 * answers its accountId). The client id must be the caller's business (anything else is a 404); the holder name must
 * be the registered business name; the same account number and routing code twice is refused, "Duplicate". The
 * business's users are mailed that an account was linked (`bankAccountLinked`).
 */
export const addBankAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/client/:clientId/bankAccounts',
  summary: "Links a company bank account (the business's own) for withdrawals and sweeps.",
  tag: 'bank-accounts',
  params: ZClientPath,
  body: ZBankAccountAdd,
  response: z.object({ accountId: z.string(), bankAccount: ZBankAccount }),
  status: 201,
});

export const ZBankAccountList = z.object({ data: z.array(ZBankAccount) });
export type TBankAccountList = z.infer<typeof ZBankAccountList>;

/** GET …/client/:clientId/bankAccounts — the business's linked accounts, newest first. */
export const listBankAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/client/:clientId/bankAccounts',
  summary: "The business's linked company bank accounts.",
  tag: 'bank-accounts',
  params: ZClientPath,
  response: ZBankAccountList,
});

/**
 * PUT …/client/:clientId/bankAccounts/:accountId — changes a linked account's bank details (mailed to the business's
 * users, `bankAccountEdited`), or deletes it with `isActive: false` (spec §7).
 */
export const editBankAccountEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/smebackend/api/v1/client/:clientId/bankAccounts/:accountId',
  summary: 'Changes a linked bank account, or deletes it with isActive false.',
  tag: 'bank-accounts',
  params: ZBankAccountPath,
  body: ZBankAccountEdit,
  response: ZBankAccount,
});

export const ZBankFormSchemaQuery = z.strictObject({
  countryCode: z.string().min(2).max(2),
  currencyCode: z.string().min(3).max(3),
});

/**
 * GET …/client/:clientId/bankAccounts/schema — the bank form's fields and rules for a country and currency (spec §5
 * "fields validated against a server schema"), in the beneficiary schema's shape: the web draws and checks the form
 * with it and keeps it 5 minutes. A country and currency the business cannot link is "We do not support …".
 */
export const bankFormSchemaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/client/:clientId/bankAccounts/schema',
  summary: 'The company bank form’s schema for a country and currency.',
  tag: 'bank-accounts',
  params: ZClientPath,
  query: ZBankFormSchemaQuery,
  response: z.object({ data: z.object({ data: z.array(ZBeneficiarySchema) }) }),
});
