import { toCsv } from '../csv.ts';

/**
 * Sample bulk payment files, for the demo seed and the tests (one builder, so the demo's files and the tests' read the
 * same way): the spec's columns, UK companies paid by Faster Payments and German ones by SEPA, all from SGD.
 */
export const SAMPLE_BATCH_HEADERS = [
  'source_currency',
  'beneficiary_country_code',
  'destination_currency',
  'payout_method',
  'beneficiary_account_type',
  'beneficiary_name',
  'beneficiary_email',
  'beneficiary_account_number',
  'routing_code_type_1',
  'routing_code_value_1',
  'beneficiary_bank_name',
  'source_amount',
  'destination_amount',
  'purpose_code',
  'statement_narrative',
] as const;

export type SampleBatchHeader = (typeof SAMPLE_BATCH_HEADERS)[number];
export type SampleBatchRow = Partial<Record<SampleBatchHeader, string>>;

/** A UK company paid in GBP by Faster Payments (NatWest, sort code 601613) for goods; `fields` name it and its amount. */
export function gbSampleRow(fields: SampleBatchRow): SampleBatchRow {
  return {
    source_currency: 'SGD',
    beneficiary_country_code: 'GB',
    destination_currency: 'GBP',
    payout_method: 'LOCAL',
    beneficiary_account_type: 'COMPANY',
    routing_code_type_1: 'SORT_CODE',
    routing_code_value_1: '601613',
    beneficiary_bank_name: 'NatWest',
    purpose_code: 'GOODS_PURCHASE',
    ...fields,
  };
}

/** A German company paid in EUR by SEPA (Commerzbank) for services; `fields` name it and its amount. */
export function deSampleRow(fields: SampleBatchRow): SampleBatchRow {
  return {
    source_currency: 'SGD',
    beneficiary_country_code: 'DE',
    destination_currency: 'EUR',
    payout_method: 'LOCAL',
    beneficiary_account_type: 'COMPANY',
    beneficiary_bank_name: 'Commerzbank',
    purpose_code: 'SERVICE_PURCHASE',
    ...fields,
  };
}

/** The rows as a CSV file's text, as a spreadsheet saves it: the header line, one line per row, CRLF; a missing cell empty. */
export function sampleBatchCsv(
  rows: readonly SampleBatchRow[],
  headers: readonly SampleBatchHeader[] = SAMPLE_BATCH_HEADERS,
): string {
  return `${toCsv(headers, sampleCells(rows, headers))}\r\n`;
}

/** Each row's cells in the order of `headers` (for a workbook built from the same rows). */
export function sampleCells(rows: readonly SampleBatchRow[], headers: readonly SampleBatchHeader[]): string[][] {
  return rows.map((r) => headers.map((h) => r[h] ?? ''));
}
