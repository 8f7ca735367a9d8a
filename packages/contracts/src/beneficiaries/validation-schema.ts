import { ACCOUNT_TYPES, BENEFICIARY_FIELDS } from '@corridor/domain/beneficiaries/schema-types';
import { PAYOUT_METHODS } from '@corridor/domain/corridors';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

const ZFieldRule = z.object({
  name: z.enum(BENEFICIARY_FIELDS),
  section: z.enum(['beneficiary', 'bank']),
  label: z.string(),
  input: z.enum(['text', 'email', 'tel', 'select', 'fixed']),
  required: z.boolean(),
  requiredWith: z.enum(BENEFICIARY_FIELDS).optional(),
  requiredMessage: z.string(),
  minLength: z.number(),
  maxLength: z.number(),
  lengthMessage: z.string().optional(),
  normalize: z.enum(['upper', 'digits']).optional(),
  pattern: z.string().optional(),
  patternMessage: z.string().optional(),
  check: z.enum(['email', 'phone', 'iban', 'swift', 'swiftShape', 'aba', 'ifsc', 'cnpj', 'cpf']).optional(),
  checkMessage: z.string().optional(),
  country: z.string().optional(),
  countryMessage: z.string().optional(),
  options: z
    .array(z.object({ value: z.string(), label: z.string() }))
    .readonly()
    .optional(),
  optionMessage: z.string().optional(),
  fixedValue: z.string().optional(),
  fixedMessage: z.string().optional(),
  lookupType: z.string().optional(),
  hint: z.string().optional(),
  placeholder: z.string().optional(),
});

/**
 * Spec §3/§5: the rules of one corridor and account type; the domain's BeneficiarySchema on the wire, so the web hands
 * what it receives straight to the domain's validator (the compiler checks the two shapes agree where it does).
 */
export const ZBeneficiarySchema = z.object({
  title: z.string(),
  generated_at: z.string(),
  destination_country: z.string(),
  destination_currency: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
  beneficiary_account_type: z.enum(ACCOUNT_TYPES),
  account_types: z.array(z.enum(ACCOUNT_TYPES)).readonly(),
  fields: z.array(ZFieldRule).readonly(),
  exclusive_routing: z.boolean().optional(),
});
export type TBeneficiarySchema = z.infer<typeof ZBeneficiarySchema>;

export const ZValidationSchemaQuery = z.strictObject({
  destination_currency: z.string().min(1).max(3),
  destination_country: z.string().min(1).max(2),
  payout_method: z.enum(PAYOUT_METHODS).default('LOCAL'),
  beneficiary_account_type: z.enum(ACCOUNT_TYPES).default('COMPANY'),
  /** Always corporate here: every remitter is a business. */
  remitter_account_type: z.literal('corporate').default('corporate'),
});
export type TValidationSchemaQuery = z.input<typeof ZValidationSchemaQuery>;

/**
 * GET /smebackend/api/v1/beneficiary/validation-schema — the fields a contact in this corridor needs and their
 * rules (spec §7: payout_method defaults to LOCAL; the web uses the first item of data.data and keeps it 5 minutes).
 * A corridor the business does not have is refused: "We do not support {currency} payments to {country}".
 */
export const validationSchemaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/beneficiary/validation-schema',
  summary: "A corridor's beneficiary validation schema: fields, formats and messages.",
  tag: 'beneficiaries',
  query: ZValidationSchemaQuery,
  response: z.object({ data: z.object({ data: z.array(ZBeneficiarySchema) }) }),
});
