import { beneficiarySchema } from '../beneficiaries/schema.ts';
import { BENEFICIARY_FIELDS, type BeneficiaryField } from '../beneficiaries/schema-types.ts';
import { PAYOUT_METHODS, type PayoutMethod } from '../corridors.ts';

/**
 * The bulk upload template (spec §7 GET batch/file with a corridor param): one row per payout, headed by the spec's
 * field names (§3 Beneficiary, payout validation payload), so a file reads the same in any language and the error
 * file can name the column a message is about.
 */

/** Columns every row has, before the contact's details. */
export const BATCH_LEAD_COLUMNS = [
  'source_currency',
  'beneficiary_country_code',
  'destination_currency',
  'payout_method',
] as const;

/** Columns of the payout itself, after the contact's details. Exactly one of the two amounts per row. */
export const BATCH_PAYOUT_COLUMNS = [
  'source_amount',
  'destination_amount',
  'purpose_code',
  'statement_narrative',
  'swift_fee_payer',
] as const;

export type BatchColumn =
  | (typeof BATCH_LEAD_COLUMNS)[number]
  | BeneficiaryField
  | (typeof BATCH_PAYOUT_COLUMNS)[number];

/** Every column a batch file may have, in template order; others are ignored (kept in the error file). */
export const BATCH_COLUMNS: readonly BatchColumn[] = [
  ...BATCH_LEAD_COLUMNS,
  ...BENEFICIARY_FIELDS,
  ...BATCH_PAYOUT_COLUMNS,
];

/**
 * Headers a file must have whatever its corridors (else MANDATORY_HEADER_NOT_FOUND "File missing headers"): the
 * corridor, who is paid, and an amount column (source_amount or destination_amount, checked apart).
 */
export const MANDATORY_BATCH_HEADERS = [
  'source_currency',
  'beneficiary_country_code',
  'destination_currency',
  'beneficiary_account_type',
  'beneficiary_name',
] as const;
export const AMOUNT_HEADERS = ['source_amount', 'destination_amount'] as const;

/** The headers missing from a file's header row (names compared trimmed, case-insensitively). */
export function missingHeaders(headers: readonly string[]): string[] {
  const have = new Set(headers.map(normalizeHeader));
  const missing: string[] = MANDATORY_BATCH_HEADERS.filter((h) => !have.has(h));
  if (!AMOUNT_HEADERS.some((h) => have.has(h))) missing.push(AMOUNT_HEADERS.join(' or '));
  return missing;
}

/** A header cell as a column name: trimmed, lower case, spaces as underscores ("Beneficiary Name" → beneficiary_name). */
export function normalizeHeader(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The corridor param of the template call: `{country}-{currency}-{method}`, e.g. `GB-GBP-LOCAL`. */
export const CORRIDOR_PARAM = /^([A-Z]{2})-([A-Z]{3})-(LOCAL|SWIFT)$/;
export type TemplateCorridor = { country: string; currency: string; method: PayoutMethod };

export function parseCorridorParam(value: string): TemplateCorridor | null {
  const m = CORRIDOR_PARAM.exec(value.trim().toUpperCase());
  if (!m || !(PAYOUT_METHODS as readonly string[]).includes(m[3]!)) return null;
  return { country: m[1]!, currency: m[2]!, method: m[3] as PayoutMethod };
}

export function corridorParam(c: TemplateCorridor): string {
  return `${c.country}-${c.currency}-${c.method}`;
}

export type BatchTemplate = { columns: string[]; example: Record<string, string> };

/**
 * The template of one corridor: the lead columns, the contact fields its schema has (for a company or an individual,
 * in schema order), and the payout columns; one example row with the corridor filled in. Undefined when the
 * corridor has no rules (the caller answers "We do not support …").
 */
export function batchTemplate(c: TemplateCorridor, sourceCurrency: string, now: Date): BatchTemplate | undefined {
  const company = beneficiarySchema({ ...c, accountType: 'COMPANY' }, now);
  const individual = beneficiarySchema({ ...c, accountType: 'INDIVIDUAL' }, now);
  if (!company || !individual) return undefined;
  const fields = new Set<string>([...company.fields, ...individual.fields].map((f) => f.name));
  const contactColumns = BENEFICIARY_FIELDS.filter((f) => fields.has(f) && f !== 'beneficiary_group_name');
  const columns = [...BATCH_LEAD_COLUMNS, ...contactColumns, ...BATCH_PAYOUT_COLUMNS];
  const example: Record<string, string> = {
    source_currency: sourceCurrency,
    beneficiary_country_code: c.country,
    destination_currency: c.currency,
    payout_method: c.method,
    beneficiary_account_type: 'COMPANY',
  };
  return { columns, example };
}
