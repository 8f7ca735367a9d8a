import type { TBank, TBankSearchRequest } from '@corridor/contracts/beneficiaries/bank-lookup';
import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import type { TCorridor } from '@corridor/contracts/beneficiaries/corridors';
import type { TValidationSchemaQuery } from '@corridor/contracts/beneficiaries/validation-schema';
import type { LookupType } from '@corridor/domain/beneficiaries/routing-codes';
import { beneficiarySchema } from '@corridor/domain/beneficiaries/schema';
import {
  ACCOUNT_TYPES,
  type AccountType,
  BENEFICIARY_FIELDS,
  type BeneficiarySchema,
  type BeneficiaryValues,
} from '@corridor/domain/beneficiaries/schema-types';
import { beneficiaryValidator } from '@corridor/domain/beneficiaries/validator';
import {
  countryName,
  defaultPayoutMethod,
  findCorridor,
  type PayoutMethod,
  supportedCorridors,
  unsupportedCorridorMessage,
} from '@corridor/domain/corridors';
import { isLegalEntity } from '@corridor/domain/entities';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { lookupBank, searchBanksByName } from './bank-directory.ts';

/** The corridors open to the caller's business (or another entity's, by name), optionally to one country. */
export function listCorridors(
  caller: Pick<Caller, 'legalEntity'>,
  query: { source_country?: string; destination_country?: string },
): { data: TCorridor[] } {
  const source = query.source_country ?? caller.legalEntity;
  if (!isLegalEntity(source)) throw new AppError('NOT_FOUND', { message: 'Unknown source country.' });
  return {
    data: supportedCorridors(source, query.destination_country).map((c) => ({
      source_country: c.sourceCountry,
      destination_country: c.destinationCountry,
      destination_country_name: countryName(c.destinationCountry),
      destination_currency: c.destinationCurrency,
      payout_method: c.payoutMethod,
    })),
  };
}

function unsupported(currency: string, country: string): AppError {
  const message = unsupportedCorridorMessage(currency, country);
  return new AppError('CORRIDOR_NOT_SUPPORTED', { message, errors: [{ field: 'destination_currency', message }] });
}

/** The schema of a corridor the caller's business has; "We do not support {currency} payments to {country}" else. */
export function schemaFor(
  deps: Pick<AppDeps, 'clock'>,
  caller: Pick<Caller, 'legalEntity'>,
  key: { country: string; currency: string; method: PayoutMethod; accountType: AccountType },
): BeneficiarySchema {
  const corridor = findCorridor(caller.legalEntity, key.country, key.currency, key.method);
  const schema = corridor ? beneficiarySchema(key, deps.clock.now()) : undefined;
  if (!schema) throw unsupported(key.currency, key.country);
  return schema;
}

export function getValidationSchema(
  deps: Pick<AppDeps, 'clock'>,
  caller: Caller,
  q: Required<Omit<TValidationSchemaQuery, 'remitter_account_type'>>,
) {
  const schema = schemaFor(deps, caller, {
    country: q.destination_country.toUpperCase(),
    currency: q.destination_currency.toUpperCase(),
    method: q.payout_method,
    accountType: q.beneficiary_account_type,
  });
  return { data: { data: [schema] } };
}

/** A contact's corridor and its details, normalised, once they pass the corridor's rules. */
export type CheckedBeneficiary = {
  beneficiary_country_code: string;
  destination_country: string;
  destination_currency: string;
  payout_method: PayoutMethod;
  beneficiary_account_type: AccountType;
  values: BeneficiaryValues;
};

/**
 * Checks what was sent against its corridor: the corridor must be one of the business's ("We do not support …"),
 * then every field against the corridor's schema through the one validator the web forms use; AJV_VALIDATE (spec §8)
 * with the schema's message per field otherwise.
 */
export function checkBeneficiary(
  deps: Pick<AppDeps, 'clock'>,
  caller: Pick<Caller, 'legalEntity'>,
  input: TBeneficiaryInput,
): CheckedBeneficiary {
  return beneficiaryChecker(deps, caller)(input);
}

/**
 * checkBeneficiary for many contacts (a bulk batch's rows): the same checks, with each corridor's schema and validator
 * built once per checker instead of once per contact (building a validator costs far more than running it).
 */
export function beneficiaryChecker(
  deps: Pick<AppDeps, 'clock'>,
  caller: Pick<Caller, 'legalEntity'>,
): (input: TBeneficiaryInput) => CheckedBeneficiary {
  const validators = new Map<string, ReturnType<typeof beneficiaryValidator>>();
  return (input) => {
    const countryCode = input.beneficiary_country_code.trim().toUpperCase();
    const country = (input.destination_country?.trim() || countryCode).toUpperCase();
    const currency = input.destination_currency.trim().toUpperCase();
    const method = input.payout_method ?? defaultPayoutMethod(country, currency);
    const sentType = input.beneficiary_account_type ?? '';
    const accountType = (ACCOUNT_TYPES as readonly string[]).includes(sentType) ? (sentType as AccountType) : 'COMPANY';
    const key = `${country}|${currency}|${method}|${accountType}`;
    let validator = validators.get(key);
    if (!validator) {
      validator = beneficiaryValidator(schemaFor(deps, caller, { country, currency, method, accountType }));
      validators.set(key, validator);
    }
    const raw = Object.fromEntries(BENEFICIARY_FIELDS.map((f) => [f, input[f]])) as BeneficiaryValues;
    const result = validator.safeParse(raw);
    if (!result.success) {
      const errors = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new AppError('AJV_VALIDATE', { errors });
    }
    return {
      beneficiary_country_code: countryCode,
      destination_country: country,
      destination_currency: currency,
      payout_method: method,
      beneficiary_account_type: accountType,
      values: result.data,
    };
  };
}

export function validateBeneficiary(deps: Pick<AppDeps, 'clock'>, caller: Caller, input: TBeneficiaryInput) {
  const checked = checkBeneficiary(deps, caller, input);
  return {
    valid: true as const,
    destination_country: checked.destination_country,
    destination_currency: checked.destination_currency,
    payout_method: checked.payout_method,
  };
}

export function lookupBankName(q: {
  country_code: string;
  routing_code_type: LookupType;
  routing_code_value: string;
}): TBank {
  return lookupBank(q.country_code.toUpperCase(), q.routing_code_type, q.routing_code_value);
}

/** Spec §7 bank search: by name (the matches), or by routing code (the one bank, or why none in `errors`). */
export function searchBanks(req: TBankSearchRequest): { data: TBank[]; errors: { field: string; message: string }[] } {
  const country = req.country_code.toUpperCase();
  if (req.search_key === 'bank_name') return { data: searchBanksByName(country, req.search_value), errors: [] };
  try {
    return { data: [lookupBank(country, req.routing_code_type ?? 'SWIFT', req.search_value)], errors: [] };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { data: [], errors: [{ field: 'search_value', message: err.message }] };
  }
}
