import { describe, expect, it } from 'vitest';
import { cellsOf, readBatchRow } from './row.ts';
import { deSampleRow, gbSampleRow, SAMPLE_BATCH_HEADERS, sampleBatchCsv } from './sample-file.ts';
import { missingHeaders } from './template.ts';

describe('[BATCHES] sample bulk payment files (demo seed and tests)', () => {
  it('writes the header line and one CRLF line per row, a cell not given left empty', () => {
    const text = sampleBatchCsv(
      [gbSampleRow({ beneficiary_name: 'Thames Valley Logistics Ltd' })],
      ['beneficiary_name', 'source_currency', 'source_amount'],
    );
    expect(text).toBe('beneficiary_name,source_currency,source_amount\r\nThames Valley Logistics Ltd,SGD,\r\n');
  });

  it('has every header a file must have, and its rows read as the upload reads them', () => {
    expect(missingHeaders(SAMPLE_BATCH_HEADERS)).toEqual([]);
    const row = gbSampleRow({ beneficiary_name: 'Cotswold Ceramics Ltd', destination_amount: '860.00' });
    const read = readBatchRow(
      cellsOf(
        SAMPLE_BATCH_HEADERS,
        SAMPLE_BATCH_HEADERS.map((h) => row[h] ?? ''),
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.contact).toMatchObject({ beneficiary_country_code: 'GB', routing_code_value_1: '601613' });
    expect(read.payout).toMatchObject({
      source_currency: 'SGD',
      destination_currency: 'GBP',
      destination_amount: '860.00',
    });
    expect(deSampleRow({ source_amount: '1.00' })).toMatchObject({
      destination_currency: 'EUR',
      purpose_code: 'SERVICE_PURCHASE',
    });
  });
});
