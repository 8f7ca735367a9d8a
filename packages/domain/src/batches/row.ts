import { BENEFICIARY_FIELDS, type BeneficiaryField } from '../beneficiaries/schema-types.ts';
import { PAYOUT_METHODS, type PayoutMethod } from '../corridors.ts';
import type { FieldError } from '../errors.ts';
import { SWIFT_FEE_PAYERS, type SwiftFeePayer } from '../payouts/fee-schedule.ts';
import { MAX_CELL_LENGTH } from './limits.ts';
import { normalizeHeader } from './template.ts';

/**
 * One row of a batch file as the checks read it. The cells are kept as they came (the error file gives them back);
 * this turns them into the two inputs single sends are checked with: the contact (beneficiary rules) and the payout's
 * typed amount and purpose (payout rules). Nothing here decides validity: the API runs the one beneficiary
 * validator and the payout pricing on these, so a batch row and a single send cannot disagree.
 */
export type BatchCells = Record<string, string>;

/** The statuses of a row: waiting for the job, passed, failed (with its errors), or left out by the business. */
export const BATCH_ROW_STATUSES = ['pending', 'valid', 'invalid', 'excluded'] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

export type BatchRowContact = {
  beneficiary_country_code: string;
  destination_currency: string;
  payout_method?: PayoutMethod;
} & Partial<Record<BeneficiaryField, string>>;

export type BatchRowPayout = {
  source_currency: string;
  destination_currency: string;
  source_amount?: string;
  destination_amount?: string;
  purpose_code?: string;
  statement_narrative?: string;
  swift_fee_payer?: SwiftFeePayer;
};

export const ROW_MESSAGES = {
  required: 'This is a required field',
  oneAmount: 'Enter either source_amount or destination_amount, not both.',
  noAmount: 'Enter source_amount or destination_amount.',
  payoutMethod: `payout_method must be ${PAYOUT_METHODS.join(' or ')}.`,
  swiftFeePayer: `swift_fee_payer must be ${SWIFT_FEE_PAYERS.join(', ')}.`,
  tooLong: `Must be at most ${MAX_CELL_LENGTH} characters`,
  sourceCurrency: 'Cannot process multiple source currencies in one file',
} as const;

/** A header row and a data row as cells keyed by column name (headers normalised, cells trimmed). */
export function cellsOf(headers: readonly string[], values: readonly (string | null | undefined)[]): BatchCells {
  const cells: BatchCells = {};
  headers.forEach((h, i) => {
    const name = normalizeHeader(h);
    if (!name || Object.hasOwn(cells, name)) return;
    cells[name] = String(values[i] ?? '').trim();
  });
  return cells;
}

/** A row with no value at all (a trailing line of a spreadsheet): skipped, not counted. */
export function isBlankRow(values: readonly (string | null | undefined)[]): boolean {
  return values.every((v) => v === null || v === undefined || String(v).trim() === '');
}

const upper = (v: string | undefined) => (v ? v.toUpperCase() : '');
const present = (v: string | undefined): v is string => v !== undefined && v !== '';

/**
 * The contact and the payout a row asks for, or the problems of its shape (cells too long, no amount or both, an
 * unknown payout method or SWIFT fee payer). Field names are the row's columns, as the error file names them.
 */
export function readBatchRow(cells: BatchCells): {
  contact: BatchRowContact;
  payout: BatchRowPayout;
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(cells)) {
    if (value.length > MAX_CELL_LENGTH) errors.push({ field, message: ROW_MESSAGES.tooLong });
  }
  const method = upper(cells.payout_method);
  if (method && !(PAYOUT_METHODS as readonly string[]).includes(method)) {
    errors.push({ field: 'payout_method', message: ROW_MESSAGES.payoutMethod });
  }
  const swift = upper(cells.swift_fee_payer);
  if (swift && !(SWIFT_FEE_PAYERS as readonly string[]).includes(swift)) {
    errors.push({ field: 'swift_fee_payer', message: ROW_MESSAGES.swiftFeePayer });
  }
  for (const f of ['source_currency', 'beneficiary_country_code', 'destination_currency'] as const) {
    if (!present(cells[f])) errors.push({ field: f, message: ROW_MESSAGES.required });
  }
  const source = cells.source_amount?.replace(/,/g, '');
  const destination = cells.destination_amount?.replace(/,/g, '');
  if (present(source) && present(destination)) errors.push({ field: 'source_amount', message: ROW_MESSAGES.oneAmount });
  if (!present(source) && !present(destination))
    errors.push({ field: 'source_amount', message: ROW_MESSAGES.noAmount });

  const contact: BatchRowContact = {
    beneficiary_country_code: upper(cells.beneficiary_country_code),
    destination_currency: upper(cells.destination_currency),
    ...(method && (PAYOUT_METHODS as readonly string[]).includes(method)
      ? { payout_method: method as PayoutMethod }
      : {}),
  };
  for (const f of BENEFICIARY_FIELDS) {
    if (present(cells[f])) contact[f] = cells[f].slice(0, MAX_CELL_LENGTH);
  }
  if (contact.beneficiary_account_type)
    contact.beneficiary_account_type = contact.beneficiary_account_type.toUpperCase();
  const payout: BatchRowPayout = {
    source_currency: upper(cells.source_currency),
    destination_currency: contact.destination_currency,
    ...(present(source) ? { source_amount: source } : present(destination) ? { destination_amount: destination } : {}),
    ...(present(cells.purpose_code) ? { purpose_code: cells.purpose_code.toUpperCase() } : {}),
    ...(present(cells.statement_narrative) ? { statement_narrative: cells.statement_narrative } : {}),
    ...(swift && (SWIFT_FEE_PAYERS as readonly string[]).includes(swift)
      ? { swift_fee_payer: swift as SwiftFeePayer }
      : {}),
  };
  return { contact, payout, errors };
}

/** One line per problem for the error file's column: "field: message; field: message". */
export function errorCell(errors: readonly FieldError[]): string {
  return errors.map((e) => `${e.field}: ${e.message}`).join('; ');
}
