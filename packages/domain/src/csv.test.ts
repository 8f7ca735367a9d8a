import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from './csv.ts';

/** Reads CSV the way a spreadsheet does (RFC 4180), so the tests check what a person would open. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows.at(-1)!.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endCell();
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push([]);
      i++;
    } else {
      cell += ch;
    }
  }
  endCell();
  return rows;
}

describe('[CSV] one writer for every download', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const attack of ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=1']) {
      expect(escapeCsvCell(attack)).toBe(`'${attack}`);
    }
  });

  it('keeps numbers, negative amounts included, and ordinary text as they are', () => {
    for (const value of ['-12.50', '1,234.50', '-1,234,567.89', '0', '42', 'Acme Ltd', 'INV-9', '', 'a=b']) {
      expect(escapeCsvCell(value)).toBe(value);
    }
  });

  it('quotes commas, quotes and line breaks so every row has its columns', () => {
    const csv = toCsv(
      ['Name', 'Amount'],
      [
        ['Smith, "Jo"', '-12.50'],
        ['line\nbreak', '1,000.00'],
      ],
    );
    expect(csv).toBe('Name,Amount\r\n"Smith, ""Jo""",-12.50\r\n"line\nbreak","1,000.00"');
  });

  it('reads back every cell as written, and no text cell ever starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const read = parseCsv(toCsv(['a', 'b'], rows));
        expect(read).toEqual([['a', 'b'], ...rows.map((r) => r.map(escapeCsvCell))]);
        for (const cell of read.flat()) {
          if (/^[=+\-@\t\r]/.test(cell)) expect(cell).toMatch(/^-?\d[\d,]*(\.\d+)?$/);
        }
      }),
    );
  });
});
