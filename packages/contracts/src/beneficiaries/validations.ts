import { PAYOUT_METHODS } from '@corridor/domain/corridors';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZBeneficiaryInput } from './beneficiary.ts';

/**
 * POST /smebackend/api/v1/beneficiary/validations — checks a contact's details against its corridor's schema without
 * saving them: 200 with the corridor, or AJV_VALIDATE with a message per field, or CORRIDOR_NOT_SUPPORTED.
 */
export const validateBeneficiaryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/beneficiary/validations',
  summary: "Checks a contact's details against its corridor's rules without saving them.",
  tag: 'beneficiaries',
  body: ZBeneficiaryInput,
  response: z.object({
    valid: z.literal(true),
    destination_country: z.string(),
    destination_currency: z.string(),
    payout_method: z.enum(PAYOUT_METHODS),
  }),
});
