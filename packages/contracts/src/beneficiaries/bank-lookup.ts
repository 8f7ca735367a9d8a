import { LOOKUP_TYPES } from '@corridor/domain/beneficiaries/routing-codes';
import { PAYOUT_METHODS } from '@corridor/domain/corridors';
import { z } from 'zod';
import { ZFieldError } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const ZBank = z.object({
  bank_name: z.string(),
  country_code: z.string(),
  routing_code_type: z.string(),
  routing_code_value: z.string(),
  swift_code: z.string().nullable(),
});
export type TBank = z.infer<typeof ZBank>;

export const ZBankNameLookupQuery = z.strictObject({
  country_code: z.string().min(1).max(2),
  routing_code_type: z.enum(LOOKUP_TYPES, { error: 'Unknown routing code type' }),
  routing_code_value: z.string().min(1).max(42),
});

/**
 * GET /smebackend/api/v1/beneficiary/bankNameLookup — the bank a routing code (or an IBAN) names, from the bank
 * directory. A code in the wrong format is VALIDATION_ERROR with the format's message; a well-formed code we do not
 * know is DATA_ERROR "Cannot Find Bank Name" (spec §8).
 */
export const bankNameLookupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/beneficiary/bankNameLookup',
  summary: 'The bank a routing code, SWIFT code or IBAN names.',
  tag: 'beneficiaries',
  query: ZBankNameLookupQuery,
  response: ZBank,
});

export const ZBankSearchRequest = z.strictObject({
  country_code: z.string().min(1).max(2),
  /** bank_name: banks whose name contains search_value; routing_code: the bank search_value names. */
  search_key: z.enum(['bank_name', 'routing_code']),
  search_value: z.string().trim().min(1, 'This is a required field').max(100),
  routing_code_type: z.enum(LOOKUP_TYPES).optional(),
  payout_method: z.enum(PAYOUT_METHODS).optional(),
  currency_code: z.string().max(3).optional(),
  bank_code: z.string().max(20).optional(),
});
export type TBankSearchRequest = z.input<typeof ZBankSearchRequest>;

/**
 * POST /smebackend/api/v1/beneficiary/bank-search — banks of a country by name or routing code (spec §7 "Bank
 * search"): the matches (at most 20) and, when there are none, why in `errors`.
 */
export const bankSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/beneficiary/bank-search',
  summary: "Searches a country's banks by name or routing code.",
  tag: 'beneficiaries',
  body: ZBankSearchRequest,
  response: z.object({ data: z.array(ZBank), errors: z.array(ZFieldError) }),
});
