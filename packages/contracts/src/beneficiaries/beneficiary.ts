import { isCountryCode } from '@corridor/domain/beneficiaries/checks';
import { BENEFICIARY_MESSAGES as M } from '@corridor/domain/beneficiaries/messages';
import { BENEFICIARY_FIELDS, type BeneficiaryField } from '@corridor/domain/beneficiaries/schema-types';
import { PAYOUT_METHODS } from '@corridor/domain/corridors';
import { z } from 'zod';

/**
 * A contact's fields as sent (spec §3 "Beneficiary"): its country and currency, then every detail as a string. The
 * corridor's schema decides which are needed and how each must look (domain beneficiaries/validator.ts), so this
 * only bounds their size; the service answers AJV_VALIDATE with the schema's message per field.
 */
const ZDetail = z.string().max(200, 'Must be at most 200 characters').nullable().optional();
const detailShape = Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, ZDetail])) as Record<
  BeneficiaryField,
  typeof ZDetail
>;

export const ZBeneficiaryInput = z.strictObject({
  beneficiary_country_code: z.string({ error: M.selectCountry }).trim().refine(isCountryCode, M.selectCountry),
  destination_currency: z.string({ error: M.selectCurrency }).trim().min(1, M.selectCurrency).max(3, M.selectCurrency),
  /** The bank's country; the beneficiary's country unless said. */
  destination_country: z.string().trim().refine(isCountryCode, M.selectCountry).optional(),
  /** LOCAL when the currency is the country's own, SWIFT otherwise, unless said (spec §4). */
  payout_method: z.enum(PAYOUT_METHODS).optional(),
  ...detailShape,
});
export type TBeneficiaryInput = z.input<typeof ZBeneficiaryInput>;

const ZText = z.string().nullable();
const answerShape = Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, ZText])) as Record<
  BeneficiaryField,
  typeof ZText
>;

/** A contact as the API answers it: every field (null when empty), its corridor and its record. */
export const ZBeneficiary = z.object({
  _id: z.string(),
  client_id: z.string(),
  status: z.enum(['ACTIVE', 'DELETED']),
  beneficiary_country_code: z.string(),
  destination_country: z.string(),
  destination_currency: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
  client_legal_entity: z.string(),
  ...answerShape,
  // Every contact has these (the schema of every corridor requires them).
  beneficiary_account_type: z.enum(['COMPANY', 'INDIVIDUAL']),
  beneficiary_name: z.string(),
  beneficiary_email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBeneficiary = z.infer<typeof ZBeneficiary>;

/** Ids in paths: anything unknown is a 404, never a 400. */
export const ZClientPath = z.strictObject({ clientId: z.string().min(1).max(64) });
export const ZBeneficiaryPath = ZClientPath.extend({ id: z.string().min(1).max(64) });
