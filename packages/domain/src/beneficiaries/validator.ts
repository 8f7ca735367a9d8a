import { z } from 'zod';
import type { FieldError } from '../errors.ts';
import {
  compactDigits,
  compactUpper,
  ibanCountry,
  isAbaRouting,
  isCnpj,
  isCpf,
  isEmail,
  isIfsc,
  isPhoneNumber,
  isSwift,
  isSwiftShape,
  swiftCountry,
} from './checks.ts';
import { BENEFICIARY_MESSAGES as M, tooLong, tooShort } from './messages.ts';
import type { BeneficiaryField, BeneficiarySchema, BeneficiaryValues, CheckName, FieldRule } from './schema-types.ts';

export type Section = FieldRule['section'];

/** A field's value as it is kept: trimmed, compacted for codes, undefined when empty. */
export function normalizeValue(rule: Pick<FieldRule, 'normalize'>, raw: string | null | undefined): string | undefined {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return undefined;
  if (rule.normalize === 'upper') return compactUpper(trimmed);
  if (rule.normalize === 'digits') return compactDigits(trimmed);
  return trimmed;
}

function passes(check: CheckName, value: string, values: BeneficiaryValues): boolean {
  switch (check) {
    case 'email':
      return isEmail(value);
    case 'phone':
      // Without its country code the number cannot be read: the country code field says so.
      return !values.beneficiary_contact_country_code || isPhoneNumber(values.beneficiary_contact_country_code, value);
    case 'iban':
      return ibanCountry(value) !== null;
    case 'swift':
      return isSwift(value);
    case 'swiftShape':
      return isSwiftShape(value);
    case 'aba':
      return isAbaRouting(value);
    case 'ifsc':
      return isIfsc(value);
    case 'cnpj':
      return isCnpj(value);
    case 'cpf':
      return isCpf(value);
  }
}

/** Why one field's (normalised) value fails its rule, or null. */
function fieldProblem(rule: FieldRule, value: string | undefined, values: BeneficiaryValues): string | null {
  if (value === undefined) {
    const needed = rule.required || (rule.requiredWith !== undefined && values[rule.requiredWith] !== undefined);
    return needed ? rule.requiredMessage : null;
  }
  // Every contact field is one line: a bank's payment message has no room for a line break in a name or address.
  if (/[\r\n]/.test(value)) return M.oneLine;
  if (value.length > rule.maxLength) return rule.lengthMessage ?? tooLong(rule.maxLength);
  if (value.length < rule.minLength) return rule.lengthMessage ?? tooShort(rule.minLength);
  if (rule.fixedValue !== undefined && value !== rule.fixedValue) return rule.fixedMessage ?? M.required;
  if (rule.options && !rule.options.some((o) => o.value === value)) return rule.optionMessage ?? M.notAnOption;
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) return rule.patternMessage ?? M.required;
  if (rule.check && !passes(rule.check, value, values)) return rule.checkMessage ?? M.required;
  if (rule.country && rule.check === 'iban' && ibanCountry(value) !== rule.country) return rule.countryMessage ?? null;
  if (rule.country && rule.check === 'swift' && swiftCountry(value) !== rule.country)
    return rule.countryMessage ?? null;
  return null;
}

/** CNY (spec §5): routing value 1 and 2 are mutually exclusive, and one of them is needed. */
function exclusiveRoutingProblem(values: BeneficiaryValues): FieldError | null {
  const one = values.routing_code_value_1 !== undefined;
  const two = values.routing_code_value_2 !== undefined;
  if (!one && !two) return { field: 'routing_code_value_1', message: M.cnyRoutingOne };
  if (one && two) return { field: 'routing_code_value_2', message: M.cnyRoutingNotBoth };
  return null;
}

function rulesOf(schema: BeneficiarySchema, sections: readonly Section[]): FieldRule[] {
  return schema.fields.filter((f) => sections.includes(f.section));
}

/** The values of `sections`' fields, normalised; fields the schema does not have are dropped. */
export function normalizeValues(
  schema: BeneficiarySchema,
  raw: BeneficiaryValues,
  sections: readonly Section[] = ['beneficiary', 'bank'],
): BeneficiaryValues {
  const out: BeneficiaryValues = {};
  for (const rule of rulesOf(schema, sections)) {
    const value = normalizeValue(rule, raw[rule.name]);
    if (value !== undefined) out[rule.name] = value;
  }
  return out;
}

/** Every problem of `raw` against the schema (the fields of `sections`), in the schema's field order. */
export function beneficiaryProblems(
  schema: BeneficiarySchema,
  raw: BeneficiaryValues,
  sections: readonly Section[] = ['beneficiary', 'bank'],
): FieldError[] {
  // Checks that read another field (a phone number and its country code) see it normalised as well.
  const values = normalizeValues(schema, raw);
  const errors: FieldError[] = [];
  for (const rule of rulesOf(schema, sections)) {
    const message = fieldProblem(rule, normalizeValue(rule, raw[rule.name]), values);
    if (message) errors.push({ field: rule.name, message });
  }
  if (schema.exclusive_routing && sections.includes('bank')) {
    const problem = exclusiveRoutingProblem(values);
    if (problem && !errors.some((e) => e.field === problem.field)) errors.push(problem);
  }
  return errors;
}

/**
 * The one validator of a contact's details: a zod schema over the fields of `sections`, giving their normalised
 * values or an issue per field with the schema's message. The API runs it on what it is sent; the web's step
 * forms run it (through zodResolver) on the schema the API served.
 */
export function beneficiaryValidator(
  schema: BeneficiarySchema,
  sections: readonly Section[] = ['beneficiary', 'bank'],
) {
  const shape = Object.fromEntries(
    rulesOf(schema, sections).map((r) => [r.name, z.string().nullable().optional()]),
  ) as Record<BeneficiaryField, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
  return z.object(shape).transform((raw, ctx) => {
    const values = raw as BeneficiaryValues;
    for (const e of beneficiaryProblems(schema, values, sections)) {
      ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
    }
    return normalizeValues(schema, values, sections);
  });
}
