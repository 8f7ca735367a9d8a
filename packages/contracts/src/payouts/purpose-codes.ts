import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZCurrency } from '../fx/fx-common.ts';

export const ZPurposeCodesQuery = z.strictObject({ destination_currency: ZCurrency });

/** A purpose choice: an INR purpose code with its description, or a payment reason. */
const ZPurposeChoice = z.object({ value: z.string(), label: z.string() });

export const ZPurposeCodesResponse = z.object({
  destination_currency: z.string(),
  /** INR: a purpose code must be chosen (spec §5 "INR purpose codes IR01801 to IR01811 are mandatory"). */
  is_mandatory: z.boolean(),
  /** India's purpose codes IR01801–IR01811 with their descriptions (whatever the currency asked about). */
  purpose_codes: z.array(z.object({ code: z.string(), description: z.string() })),
  /** Spec §3 payment reasons. */
  payment_reasons: z.array(ZPurposeChoice),
  /** The dropdown for this currency: the purpose codes for INR, the payment reasons otherwise. */
  choices: z.array(ZPurposeChoice),
});
export type TPurposeCodesResponse = z.infer<typeof ZPurposeCodesResponse>;

/** GET /smebackend/api/v1/common/purposeCodes?destination_currency= — the purpose dropdown of the send flow. */
export const purposeCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/common/purposeCodes',
  summary: 'Purpose codes (INR, mandatory) and payment reasons for a payout in a destination currency.',
  tag: 'payouts',
  query: ZPurposeCodesQuery,
  response: ZPurposeCodesResponse,
});
