import { ACCOUNT_TYPES } from '@corridor/domain/beneficiaries/schema-types';
import { PAYOUT_METHODS, SWIFT_FEE_PAYERS } from '@corridor/domain/payouts/fee-schedule';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZCurrency, ZExchangeAmount } from '../fx/fx-common.ts';

export const ZSwiftFeesQuery = z.strictObject({
  /** Comma-separated source currencies ("SGD,USD"): one fee each. */
  sourceCurrencies: z
    .string()
    .trim()
    .min(1, 'Please choose a source currency')
    .max(400)
    .regex(/^[A-Z]{3}(,[A-Z]{3})*$/, 'Source currencies are three-letter codes separated by commas'),
  destinationCurrency: ZCurrency,
  destinationCountry: z.string().trim().length(2, 'A country is a two-letter code'),
  beneficiaryAccountType: z.enum(ACCOUNT_TYPES).optional(),
  /** The caller's own business (anything else is a 404). */
  clientId: z.string().min(1).max(64).optional(),
});

export const ZSwiftFeesResponse = z.object({
  destination_currency: z.string(),
  destination_country: z.string(),
  /** LOCAL corridors have no SWIFT fee at all. */
  payout_method: z.enum(PAYOUT_METHODS),
  /** Who may bear the banks' charges, and whether the business is then charged the SWIFT fee (only OUR). */
  swift_fee_payers: z.array(
    z.object({ swift_fee_payer: z.enum(SWIFT_FEE_PAYERS), is_charged: z.boolean(), description: z.string() }),
  ),
  /** The SWIFT fee charged with swift_fee_payer OUR, per source currency (its USD price at the client's rate). */
  data: z.array(z.object({ source_currency: z.string(), swift_fee: ZExchangeAmount, swift_fee_usd: ZExchangeAmount })),
});
export type TSwiftFeesResponse = z.infer<typeof ZSwiftFeesResponse>;

/**
 * GET /smebackend/api/v1/swift-fees — the SWIFT fee of a corridor per source currency and who pays it (spec §7:
 * sourceCurrencies, destinationCurrency, destinationCountry, beneficiaryAccountType, clientId). A corridor the business
 * does not have: "We do not support {currency} payments to {country}".
 */
export const swiftFeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/swift-fees',
  summary: "A corridor's SWIFT fee per source currency, and who bears the banks' charges.",
  tag: 'payouts',
  query: ZSwiftFeesQuery,
  response: ZSwiftFeesResponse,
});
