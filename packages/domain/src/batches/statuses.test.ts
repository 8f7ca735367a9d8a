import { describe, expect, it } from 'vitest';
import { BATCH_PROGRESS_STEPS, progressPercent } from './progress.ts';
import { batchReferenceOf, isBatchReference } from './references.ts';
import {
  BATCH_STATUSES,
  BATCH_TRANSITIONS,
  canDeleteBatch,
  canFixRows,
  canMoveBatch,
  FINAL_BATCH_STATUSES,
  isBatchEditable,
} from './statuses.ts';
import { BATCH_UPLOAD_ERRORS, tooManyRowsMessage } from './upload-errors.ts';

describe('[BATCHES] the batch state machine', () => {
  it('has the spec §4 statuses and only moves along the table', () => {
    for (const s of [
      'uploaded',
      'validation_in_progress',
      'validated',
      'fx_in_progress',
      'fx_completed',
      'payout_in_progress',
      'paid',
      'payout_failed',
      'cancelled',
      'initiated',
      'pending',
      'validation_failed',
    ]) {
      expect(BATCH_STATUSES).toContain(s);
    }
    expect(canMoveBatch('uploaded', 'validation_in_progress')).toBe(true);
    expect(canMoveBatch('validation_in_progress', 'validated')).toBe(true);
    expect(canMoveBatch('validation_in_progress', 'validation_failed')).toBe(true);
    expect(canMoveBatch('validated', 'fx_in_progress')).toBe(true);
    expect(canMoveBatch('fx_completed', 'fx_in_progress')).toBe(true);
    expect(canMoveBatch('fx_completed', 'payout_in_progress')).toBe(true);
    expect(canMoveBatch('payout_in_progress', 'paid')).toBe(true);
    expect(canMoveBatch('uploaded', 'paid')).toBe(false);
    expect(canMoveBatch('validated', 'payout_in_progress')).toBe(false);
    expect(canMoveBatch('paid', 'cancelled')).toBe(false);
    expect(canMoveBatch('constructor', 'paid')).toBe(false);
    expect(canMoveBatch('uploaded', 'toString')).toBe(false);
    expect(FINAL_BATCH_STATUSES).toEqual(['paid', 'payout_failed', 'cancelled']);
    for (const [from, moves] of Object.entries(BATCH_TRANSITIONS)) {
      for (const to of Object.keys(moves)) expect(BATCH_STATUSES, `${from} → ${to}`).toContain(to);
    }
  });

  it('cancelled and payout_in_progress are non-editable; paid cannot be deleted', () => {
    expect(isBatchEditable('cancelled')).toBe(false);
    expect(isBatchEditable('payout_in_progress')).toBe(false);
    expect(isBatchEditable('validation_failed')).toBe(true);
    expect(canDeleteBatch('validated')).toBe(true);
    expect(canDeleteBatch('validation_failed')).toBe(true);
    expect(canDeleteBatch('fx_completed')).toBe(true);
    expect(canDeleteBatch('payout_in_progress')).toBe(false);
    expect(canDeleteBatch('paid')).toBe(false);
    expect(canDeleteBatch('cancelled')).toBe(false);
    // A job's own moves to cancelled are not the business's to make.
    expect(canDeleteBatch('initiated')).toBe(false);
    expect(canDeleteBatch('validation_in_progress')).toBe(false);
    expect(canFixRows('validation_failed')).toBe(true);
    expect(canFixRows('validated')).toBe(false);
  });

  it('names the progress steps as the spec does', () => {
    expect(BATCH_PROGRESS_STEPS).toEqual({
      2: 'Validating transactions',
      4: 'Locking in FX rates',
      7: 'Creating transactions',
    });
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 333, total: 1000 })).toBe(33);
    expect(progressPercent({ done: 1200, total: 1000 })).toBe(100);
  });

  it('says the §8 upload errors in their own words', () => {
    expect(BATCH_UPLOAD_ERRORS).toEqual({
      FILE_MUST_NOT_BE_EMPTY: 'Incorrect template',
      FILE_TOO_BIG: 'File size too big',
      UNSUPPORTED_FILE_FORMAT: 'Incorrect file format',
      MANDATORY_HEADER_NOT_FOUND: 'File missing headers',
      MULTIPLE_SOURCE_CURRENCIES: 'Cannot process multiple source currencies in one file',
      MAX_BATCH_LIMIT_REACHED: 'Our system is processing a lot of batches right now. Please try again later.',
    });
    expect(tooManyRowsMessage(1000)).toContain('up to 1,000 transactions');
  });

  it('references a batch as BIZM_ and its UTC time, the next millisecond on a clash', () => {
    const at = new Date('2026-03-05T09:30:15.123Z');
    expect(batchReferenceOf(at)).toBe('BIZM_20260305093015123');
    expect(batchReferenceOf(at, 1)).toBe('BIZM_20260305093015124');
    expect(isBatchReference('BIZM_20260305093015123')).toBe(true);
    expect(isBatchReference('BIZM_2026')).toBe(false);
  });
});
