import { bankNameLookupEndpoint } from '@corridor/contracts/beneficiaries/bank-lookup';
import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import { BENEFICIARY_MESSAGES as M } from '@corridor/domain/beneficiaries/messages';
import { isRoutingCodeType, type LookupType } from '@corridor/domain/beneficiaries/routing-codes';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { beneficiaryProblems, normalizeValue } from '@corridor/domain/beneficiaries/validator';
import { isApiError } from './api/api-error.ts';
import { useEndpointQuery } from './api/endpoint-hooks.ts';

/**
 * Naming a bank from its code, for every form with bank details drawn from a served schema (a contact's, the company
 * bank account's): which code to look up, the lookup itself (spec §7 bankNameLookup), and what a failure says (§8).
 */
export type BankLookup = { country: string; type: LookupType; value: string };

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

/** The bank a code names, once the code is in a valid format; a bank's name does not change during a visit. */
export function useBankName(lookup: BankLookup | null) {
  return useEndpointQuery(
    bankNameLookupEndpoint,
    ['bank-name', lookup?.country ?? '', lookup?.type ?? '', lookup?.value ?? ''],
    {
      query: lookup
        ? { country_code: lookup.country, routing_code_type: lookup.type, routing_code_value: lookup.value }
        : undefined,
    },
    { enabled: lookup !== null, staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
}
