import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { BENEFICIARY_MESSAGES as M } from '@corridor/domain/beneficiaries/messages';
import { isRoutingCodeType, type LookupType } from '@corridor/domain/beneficiaries/routing-codes';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { beneficiaryProblems, normalizeValue } from '@corridor/domain/beneficiaries/validator';
import { isApiError } from '@/lib/api/api-error.ts';
import type { BankLookup } from '../api/lookup-bank-name.ts';

/**
 * The code to name the bank from: the first lookup field (IBAN, sort code, ABA, BSB, IFSC, bank code…) whose
 * value is complete and valid, so nothing is asked while a code is half typed.
 */
export function bankLookupOf(schema: TBeneficiarySchema, values: BeneficiaryValues): BankLookup | null {
  const problems = new Set(beneficiaryProblems(schema, values, ['bank']).map((p) => p.field));
  for (const rule of schema.fields) {
    if (!rule.lookupType || problems.has(rule.name)) continue;
    const value = normalizeValue(rule, values[rule.name]);
    const type = rule.lookupType;
    if (value && (type === 'IBAN' || isRoutingCodeType(type))) {
      return { country: schema.destination_country, type: type as LookupType, value };
    }
  }
  return null;
}

/**
 * Spec §8: a failed lookup shows the server's message when it is a DATA_ERROR or a VALIDATION_ERROR, or the
 * account is Indian; "Cannot Find Bank Name" otherwise.
 */
export function bankLookupMessage(error: unknown, country: string): string {
  if (!isApiError(error)) return M.cannotFindBankName;
  const passes = error.code === 'DATA_ERROR' || error.code === 'VALIDATION_ERROR' || country === 'IN';
  return passes && error.message ? error.message : M.cannotFindBankName;
}
