import { beneficiarySchema } from '@corridor/domain/beneficiaries/schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { isUsableSchema, SCHEMA_CACHE_MS } from '../api/get-beneficiary-schema.ts';
import { bankLookupMessage } from './bank-lookup.ts';
import { currenciesHint, destinationProblems, saveErrorLines } from './contact-draft.ts';

const corridor = (country: string, currency: string, method: 'LOCAL' | 'SWIFT') => ({
  source_country: 'SG',
  destination_country: country,
  destination_country_name: country,
  destination_currency: currency,
  payout_method: method,
});
const CORRIDORS = [corridor('DE', 'EUR', 'LOCAL'), corridor('DE', 'USD', 'SWIFT')];
const schema = beneficiarySchema(
  { country: 'GB', currency: 'GBP', method: 'LOCAL', accountType: 'COMPANY' },
  new Date(0),
)!;

describe('[CONTACTS] step rules', () => {
  it('step 1: the spec’s words, and unsupported corridors (a failed corridor fetch counts as none)', () => {
    expect(destinationProblems('', '', CORRIDORS).map((p) => p.message)).toEqual([
      'Please select Country',
      'Please select Default Currency',
    ]);
    expect(destinationProblems('DE', 'EUR', CORRIDORS)).toEqual([]);
    expect(destinationProblems('DE', 'JPY', CORRIDORS)).toEqual([
      { field: 'destination_currency', message: 'We do not support JPY payments to Germany' },
    ]);
    expect(destinationProblems('DE', 'EUR', [])[0]?.message).toBe('We do not support EUR payments to Germany');
    expect(currenciesHint('DE', CORRIDORS)).toBe('You can pay Germany in EUR or USD.');
  });
  it('a cached schema is used only while it names its currency, is dated and is under 5 minutes old', () => {
    const made = Date.parse(schema.generated_at);
    expect(isUsableSchema(schema, 'GBP', made + SCHEMA_CACHE_MS)).toBe(true);
    expect(isUsableSchema(schema, 'GBP', made + SCHEMA_CACHE_MS + 1)).toBe(false);
    expect(isUsableSchema(schema, 'EUR', made)).toBe(false);
    expect(isUsableSchema({ ...schema, generated_at: 'yesterday' }, 'GBP', made)).toBe(false);
  });
  it('a failed lookup shows the server’s words for DATA_ERROR, VALIDATION_ERROR and India, else "Cannot Find Bank Name"', () => {
    const error = (code: string, message: string) => new ApiError({ code, status: 422, message });
    expect(bankLookupMessage(error('VALIDATION_ERROR', 'Invalid BSB code'), 'AU')).toBe('Invalid BSB code');
    expect(bankLookupMessage(error('DATA_ERROR', 'Cannot Find Bank Name'), 'GB')).toBe('Cannot Find Bank Name');
    expect(bankLookupMessage(error('RATE_LIMITED', 'Too many attempts'), 'GB')).toBe('Cannot Find Bank Name');
    expect(bankLookupMessage(error('RATE_LIMITED', 'Too many attempts'), 'IN')).toBe('Too many attempts');
    expect(bankLookupMessage(new Error('offline'), 'GB')).toBe('Cannot Find Bank Name');
  });
  it('a failed save: field errors pass through, a silent failure is "Unexpected error occured"', () => {
    const refused = new ApiError({
      code: 'AJV_VALIDATE',
      status: 400,
      fieldErrors: [{ field: 'routing_code_value_1', message: 'Invalid sort code' }],
    });
    expect(saveErrorLines(refused, schema)).toEqual(['Sort code: Invalid sort code']);
    expect(saveErrorLines(new ApiError({ code: 'UNEXPECTED_ERROR', status: 500 }), schema)).toEqual([
      'Unexpected error occured',
    ]);
    expect(
      saveErrorLines(
        new ApiError({
          code: 'CORRIDOR_NOT_SUPPORTED',
          status: 422,
          message: 'We do not support JPY payments to Germany',
        }),
        schema,
      ),
    ).toEqual(['We do not support JPY payments to Germany']);
  });
});
