import { describe, expect, it } from 'vitest';
import { batchFileKind, batchFileProblem } from './batch-file-check.ts';

const text = (s: string) => new TextEncoder().encode(s);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const MB = 1024 * 1024;

describe('[BULK] checking a batch file before it is sent', () => {
  it('takes a CSV (with a BOM too, or UTF-16) and an XLSX by name and first bytes', () => {
    expect(batchFileKind({ name: 'payouts.csv', head: text('\uFEFFbeneficiary_name,amount\n') })).toBe('csv');
    expect(batchFileKind({ name: 'PAYOUTS.CSV', head: new Uint8Array([0xff, 0xfe, 0x62, 0x00]) })).toBe('csv');
    expect(batchFileKind({ name: 'payouts.xlsx', head: ZIP })).toBe('xlsx');
  });

  it('refuses a disguised file: a zip named .csv, text named .xlsx, a binary CSV, another extension', () => {
    expect(batchFileKind({ name: 'payouts.csv', head: ZIP })).toBeNull();
    expect(batchFileKind({ name: 'payouts.xlsx', head: text('a,b\n') })).toBeNull();
    expect(batchFileKind({ name: 'payouts.csv', head: new Uint8Array([0x4d, 0x5a, 0x00, 0x01]) })).toBeNull();
    expect(batchFileKind({ name: 'payouts.xls', head: ZIP })).toBeNull();
  });

  it('names the problem as spec §8 does, empty and size first', () => {
    expect(batchFileProblem({ name: 'a.csv', size: 0, head: new Uint8Array() }, MB)).toBe('FILE_MUST_NOT_BE_EMPTY');
    expect(batchFileProblem({ name: 'a.csv', size: MB + 1, head: text('a') }, MB)).toBe('FILE_TOO_BIG');
    expect(batchFileProblem({ name: 'a.pdf', size: 10, head: text('%PDF') }, MB)).toBe('UNSUPPORTED_FILE_FORMAT');
    expect(batchFileProblem({ name: 'a.csv', size: MB, head: text('a,b') }, MB)).toBeNull();
  });
});
