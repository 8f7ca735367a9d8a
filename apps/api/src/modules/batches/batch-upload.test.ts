import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchCalls, type BatchBusiness as Business, batchTestSetUp } from '../../../test/batch-business.ts';
import { batchCsv, batchXlsx, zipOf } from '../../../test/batch-files.ts';
import { createUser, signInAs } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { FILES } from '../../../test/multipart.ts';

let t: TestApp;
let api: BatchCalls;
let a: Business;
let b: Business;

beforeAll(async () => {
  ({ t, api, a, b } = await batchTestSetUp('Bulk Upload'));
});
afterAll(() => t.close());

const counts = async (clientId: string) => {
  const { rows } = await t.db.query<{ batches: number; rows: number }>(
    `SELECT (SELECT count(*)::int FROM batches WHERE client_id = $1) AS batches,
            (SELECT count(*)::int FROM batch_rows WHERE client_id = $1) AS rows`,
    [clientId],
  );
  return rows[0]!;
};

const uploaded = async (who: Business, bytes: Buffer, name = 'batch.csv'): Promise<TBatch> => {
  const res = await api.upload(who.headers, bytes, name);
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  return res.json();
};

const refusal = async (who: Business, bytes: Buffer, name = 'batch.csv') => {
  const res = await api.upload(who.headers, bytes, name);
  return { status: res.statusCode, code: res.json().code as string, message: res.json().message as string };
};

describe('[BATCHES] uploading a bulk payment file', () => {
  it('stores a CSV as an uploaded batch with a BIZM_ reference and one row per line', async () => {
    const batch = await uploaded(a, batchCsv(3), 'C:\\payroll\\November.csv');
    expect(batch).toMatchObject({
      status: 'uploaded',
      fileName: 'November.csv',
      fileFormat: 'csv',
      sourceCurrency: 'SGD',
      rowCount: 3,
      isEditable: true,
      canDelete: true,
    });
    expect(batch.reference).toMatch(/^BIZM_\d{17}$/);
    const rows = await api.rows(a.headers, batch.id);
    expect(rows.json().rows).toHaveLength(3);
    expect(rows.json().rows[0]).toMatchObject({ rowIndex: 1, status: 'pending' });
    expect(rows.json().rows[0].cells.beneficiary_name).toBe('Thames Valley Logistics 1 Ltd');
  });

  it('reads an XLSX by its content, whatever its name says', async () => {
    const batch = await uploaded(a, await batchXlsx(4), 'batch.csv');
    expect(batch).toMatchObject({ fileFormat: 'xlsx', rowCount: 4, sourceCurrency: 'SGD' });
  });

  it('reads a BOM, Windows-1252 text, semicolons, quoted commas and line breaks in cells', async () => {
    const header =
      'source_currency;beneficiary_country_code;destination_currency;beneficiary_account_type;beneficiary_name;source_amount';
    const latin = Buffer.from(`${header}\r\nSGD;GB;GBP;COMPANY;"Café Zürich; Ltd";100\r\n`, 'latin1');
    const batch = await uploaded(a, latin);
    const [row] = (await api.rows(a.headers, batch.id)).json().rows;
    expect(row.cells.beneficiary_name).toBe('Café Zürich; Ltd');

    const quoted = `\ufeffsource_currency,beneficiary_country_code,destination_currency,beneficiary_account_type,beneficiary_name,source_amount\r\nSGD,GB,GBP,COMPANY,"Smith, Jones ""and"" Co\nLondon",100\r\n`;
    const withBom = await uploaded(a, Buffer.from(quoted, 'utf8'));
    const [cell] = (await api.rows(a.headers, withBom.id)).json().rows;
    expect(cell.cells.source_currency).toBe('SGD');
    expect(cell.cells.beneficiary_name).toBe('Smith, Jones "and" Co\nLondon');

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(quoted.slice(1).replace('Smith', 'Søren'), 'utf16le'),
    ]);
    const wide = await uploaded(a, utf16);
    expect((await api.rows(a.headers, wide.id)).json().rows[0].cells.beneficiary_name).toContain('Søren');
  });

  it('refuses every §8 upload error in its own words, writing nothing', async () => {
    const before = await counts(a.client.id);
    expect(await refusal(a, Buffer.alloc(0))).toEqual({
      status: 400,
      code: 'FILE_MUST_NOT_BE_EMPTY',
      message: 'Incorrect template',
    });
    const headersOnly = Buffer.from(
      'source_currency,beneficiary_country_code,destination_currency,beneficiary_account_type,beneficiary_name,source_amount\r\n',
    );
    expect((await refusal(a, headersOnly)).code).toBe('FILE_MUST_NOT_BE_EMPTY');
    expect(await refusal(a, Buffer.from('name,amount\r\nAda,1\r\n'))).toEqual({
      status: 400,
      code: 'MANDATORY_HEADER_NOT_FOUND',
      message: 'File missing headers',
    });
    expect(await refusal(a, FILES.pdf, 'batch.xlsx')).toEqual({
      status: 415,
      code: 'UNSUPPORTED_FILE_FORMAT',
      message: 'Incorrect file format',
    });
    expect((await refusal(a, FILES.png, 'batch.csv')).code).toBe('UNSUPPORTED_FILE_FORMAT');
    const mixed = batchCsv(5, (i) => (i === 4 ? { source_currency: 'USD' } : {}));
    expect(await refusal(a, mixed)).toEqual({
      status: 400,
      code: 'MULTIPLE_SOURCE_CURRENCIES',
      message: 'Cannot process multiple source currencies in one file',
    });
    const big = Buffer.concat([batchCsv(1), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(await refusal(a, big)).toEqual({ status: 413, code: 'FILE_TOO_BIG', message: 'File size too big' });
    expect(await counts(a.client.id)).toEqual(before);
  });

  it('refuses 1,001 rows with a clear message, and takes 1,000', async () => {
    const before = await counts(a.client.id);
    const over = await refusal(a, batchCsv(1001));
    expect(over).toMatchObject({ status: 400, code: 'BATCH_ROW_LIMIT_EXCEEDED' });
    expect(over.message).toContain('up to 1,000 transactions');
    expect(await counts(a.client.id)).toEqual(before);
    expect((await uploaded(a, batchCsv(1000))).rowCount).toBe(1000);
  });

  it('refuses a disguised workbook and zip bombs before any library opens them', async () => {
    const before = await counts(a.client.id);
    const notWorkbook = zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect((await refusal(a, notWorkbook, 'batch.xlsx')).code).toBe('UNSUPPORTED_FILE_FORMAT');
    const parts = (sheet: Buffer, declaredSize?: number) => [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: sheet, deflate: true, declaredSize },
    ];
    const zeros = Buffer.alloc(20 * 1024 * 1024, 0x41);
    // Declares 20 MB from a few KB: past any ratio a real sheet has.
    expect((await refusal(a, zipOf(parts(zeros)), 'bomb.xlsx')).code).toBe('UNSUPPORTED_FILE_FORMAT');
    // Lies about its size: says 1 KB, inflates to 20 MB.
    expect((await refusal(a, zipOf(parts(zeros, 1024)), 'liar.xlsx')).code).toBe('UNSUPPORTED_FILE_FORMAT');
    const many = Array.from({ length: 300 }, (_, i) => ({ name: `xl/part${i}.xml`, data: Buffer.from('<x/>') }));
    expect((await refusal(a, zipOf([...parts(Buffer.from('<x/>')), ...many]), 'many.xlsx')).code).toBe(
      'UNSUPPORTED_FILE_FORMAT',
    );
    expect(await counts(a.client.id)).toEqual(before);
  });

  it('takes two uploads at once from one business: both stored, each with its own reference and rows', async () => {
    const [one, two] = await Promise.all([uploaded(b, batchCsv(30)), uploaded(b, batchCsv(40))]);
    expect(one!.reference).not.toBe(two!.reference);
    expect([one!.rowCount, two!.rowCount].sort()).toEqual([30, 40]);
    expect((await counts(b.client.id)).rows).toBe(70);
  });

  it('answers MAX_BATCH_LIMIT_REACHED past the batches in flight; two at once for the last place: one wins', async () => {
    const config = t.deps.config as { BATCH_MAX_IN_FLIGHT: number };
    const saved = config.BATCH_MAX_IN_FLIGHT;
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM batches WHERE status IN ('initiated', 'uploaded', 'validation_in_progress', 'fx_in_progress', 'payout_in_progress')`,
    );
    config.BATCH_MAX_IN_FLIGHT = rows[0]!.n + 1;
    try {
      const results = await Promise.all([api.upload(b.headers, batchCsv(2)), api.upload(b.headers, batchCsv(2))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
      const refused = results.find((r) => r.statusCode === 429)!.json();
      expect(refused).toMatchObject({
        code: 'MAX_BATCH_LIMIT_REACHED',
        message: 'Our system is processing a lot of batches right now. Please try again later.',
      });
    } finally {
      config.BATCH_MAX_IN_FLIGHT = saved;
    }
  });

  it("never shows another business's batch: the same 404 as an unknown id", async () => {
    const batch = await uploaded(a, batchCsv(1));
    for (const res of [
      await api.get(b.headers, batch.id),
      await api.rows(b.headers, batch.id),
      await api.remove(b.headers, batch.id),
      await api.errorFile(b.headers, batch.id),
      await api.get(b.headers, 'not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await api.list(b.headers)).json().rows.map((r: TBatch) => r.id)).not.toContain(batch.id);
    expect((await api.get(a.headers, batch.id)).statusCode).toBe(200);
  });

  it('follows the ENABLE_BULK_UPLOADS flag', async () => {
    await t.db.query(`UPDATE feature_flags SET enabled = false WHERE feature = 'ENABLE_BULK_UPLOADS'`);
    try {
      const res = await api.upload(a.headers, batchCsv(1));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('BULK_UPLOADS_DISABLED');
      expect((await api.list(a.headers)).statusCode).toBe(403);
    } finally {
      await t.db.query(`UPDATE feature_flags SET enabled = true WHERE feature = 'ENABLE_BULK_UPLOADS'`);
    }
  });

  it('gives a template per corridor, CSV or XLSX, that uploads as it is', async () => {
    const csv = await api.template(a.headers, 'corridor=GB-GBP-LOCAL&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('beneficiary_account_number');
    const xlsx = await api.template(a.headers, 'corridor=GB-GBP-LOCAL&format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const back = await uploaded(a, xlsx.rawPayload, 'template.xlsx');
    expect(back).toMatchObject({ fileFormat: 'xlsx', rowCount: 1 });
    expect((await api.template(a.headers, 'corridor=ZZ-ZZZ-LOCAL')).statusCode).toBe(422);
    expect((await api.template(a.headers, 'corridor=nonsense')).statusCode).toBe(400);
  });

  it('refuses a user whose menus do not include Send money, writing nothing', async () => {
    const viewer = await createUser(t.db, a.client, { menus: ['/r/dashboard'] });
    const headers = (await signInAs(t, viewer)).headers;
    const before = await counts(a.client.id);
    const res = await api.upload(headers, batchCsv(1));
    expect(res.statusCode).toBe(403);
    expect((await api.list(headers)).statusCode).toBe(403);
    expect(await counts(a.client.id)).toEqual(before);
  });
});
