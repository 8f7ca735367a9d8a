import type { TBatchRow } from '@corridor/contracts/batches/batch-common';
import type { FailedRow } from './batch-model.ts';
import type { GridColumn } from './error-grid.tsx';

/** A row of the API as the grid reads it: its cells and one error per column (the first, when several). */
export function toFailedRow(row: Pick<TBatchRow, 'rowIndex' | 'cells' | 'errors'>): FailedRow {
  return { rowNumber: row.rowIndex, values: row.cells, errors: errorsByField(row.errors) };
}

export function errorsByField(errors: readonly { field: string; message: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const e of errors) byField[e.field] ??= e.message;
  return byField;
}

/** "beneficiary_account_number" → "Beneficiary account number": the template's column as a heading. */
export function columnLabel(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The file's columns, in the order its rows have them (every row has the header's columns). */
export function gridColumns(rows: readonly FailedRow[]): GridColumn[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    for (const k of Object.keys(r.values)) {
      if (!seen.has(k)) {
        seen.add(k);
        keys.push(k);
      }
    }
  }
  // The person's name first, so each row of the grid says whose payment it is.
  const nameAt = keys.indexOf('beneficiary_name');
  if (nameAt > 0) keys.unshift(...keys.splice(nameAt, 1));
  return keys.map((key) => ({ key, label: columnLabel(key) }));
}

/** Columns that failed in any row: the ones the grid shows first. */
export function failingKeys(rows: readonly FailedRow[]): Set<string> {
  return new Set(rows.flatMap((r) => Object.keys(r.errors)));
}
