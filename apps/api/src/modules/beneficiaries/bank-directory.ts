import type { TBank } from '@corridor/contracts/beneficiaries/bank-lookup';
import {
  compactDigits,
  compactUpper,
  ibanBankIdentifier,
  ibanCountry,
  isAbaRouting,
  isIfsc,
  isSwift,
  swiftCountry,
} from '@corridor/domain/beneficiaries/checks';
import {
  ibanCountryMessage,
  BENEFICIARY_MESSAGES as M,
  swiftCountryMessage,
} from '@corridor/domain/beneficiaries/messages';
import { type LookupType, routingFormat } from '@corridor/domain/beneficiaries/routing-codes';
import { countryName } from '@corridor/domain/corridors';
import { AppError } from '../../errors.ts';
import { BANKS, type BankEntry } from './bank-directory.data.ts';

/** Why a code cannot be looked up as it is (its format's message), or null. */
function formatProblem(country: string, type: LookupType, value: string): string | null {
  if (type === 'IBAN') {
    const of = ibanCountry(value);
    if (!of) return M.invalidIban;
    return of === country ? null : ibanCountryMessage(countryName(country));
  }
  if (type === 'SWIFT') {
    if (!isSwift(value)) return M.invalidSwift;
    return swiftCountry(value) === country ? null : swiftCountryMessage(countryName(country));
  }
  const format = routingFormat(type, country);
  if (type === 'ACH') return isAbaRouting(value) ? null : format.message;
  if (type === 'IFSC') return isIfsc(value) ? null : format.message;
  return format.pattern && !new RegExp(format.pattern).test(value) ? format.message : null;
}

/** The part of the value the directory is keyed by: the BIC's first 8, an IBAN's bank identifier, or the code. */
function keyOf(type: LookupType, value: string): string {
  if (type === 'SWIFT') return value.slice(0, 8);
  if (type === 'IBAN') return ibanBankIdentifier(value) ?? '';
  return value;
}

function matchLength(entry: BankEntry, type: LookupType, key: string): number {
  if (type === 'SWIFT') return entry.swift === key ? key.length : 0;
  const codes = entry.codes[type] ?? [];
  return Math.max(0, ...codes.filter((c) => key.startsWith(c)).map((c) => c.length));
}

const view = (entry: BankEntry, type: LookupType, value: string): TBank => ({
  bank_name: entry.name,
  country_code: entry.country,
  routing_code_type: type,
  routing_code_value: value,
  swift_code: entry.swift,
});

/**
 * The bank a routing code, SWIFT code or IBAN names in `country` (spec §7 bankNameLookup). A value in the wrong
 * format is VALIDATION_ERROR with its format's message; a well-formed one the directory does not know is
 * DATA_ERROR "Cannot Find Bank Name" (spec §8), which the web answers by asking for the name.
 */
export function lookupBank(country: string, type: LookupType, raw: string): TBank {
  const value = type === 'SWIFT' || type === 'IBAN' || type === 'IFSC' ? compactUpper(raw) : compactDigits(raw);
  const problem = formatProblem(country, type, value);
  if (problem) {
    throw new AppError('VALIDATION_ERROR', {
      message: problem,
      errors: [{ field: 'routing_code_value', message: problem }],
    });
  }
  const key = keyOf(type, value);
  let best: { entry: BankEntry; length: number } | null = null;
  for (const entry of BANKS) {
    if (entry.country !== country) continue;
    const length = matchLength(entry, type, key);
    if (length > (best?.length ?? 0)) best = { entry, length };
  }
  if (!best) throw new AppError('DATA_ERROR');
  return view(best.entry, type, value);
}

const SEARCH_LIMIT = 20;

/** Banks of `country` whose name contains `text` (any case, accents ignored), by name, at most 20. */
export function searchBanksByName(country: string, text: string): TBank[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const needle = fold(text);
  return BANKS.filter((b) => b.country === country && fold(b.name).includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, SEARCH_LIMIT)
    .map((b) => {
      const [type, codes] = (Object.entries(b.codes)[0] ?? ['SWIFT', [b.swift ?? '']]) as [LookupType, string[]];
      return view(b, b.swift ? 'SWIFT' : type, b.swift ?? codes[0] ?? '');
    });
}
