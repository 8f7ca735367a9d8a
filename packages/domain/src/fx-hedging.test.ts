import { describe, expect, it } from 'vitest';
import {
  areDocumentsEditable,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  canCancelContract,
  canMoveContract,
  canMoveOnboarding,
  earliestMaturityDate,
  latestMaturityDate,
  MATURITY_MESSAGES,
  maturityProblem,
  missingDocuments,
  ONBOARDING_STATUSES,
  tenorDays,
} from './fx-hedging.ts';

describe('[FX HEDGING] onboarding statuses', () => {
  it('moves from not submitted to submitted, then to the partner’s verdict, and back to submitted after a rejection', () => {
    expect(canMoveOnboarding('NOT_STARTED', 'SUBMITTED')).toBe(true);
    expect(canMoveOnboarding('SUBMITTED', 'APPROVED')).toBe(true);
    expect(canMoveOnboarding('SUBMITTED', 'REJECTED')).toBe(true);
    expect(canMoveOnboarding('SUBMITTED', 'UNDER_REVIEW')).toBe(true);
    expect(canMoveOnboarding('UNDER_REVIEW', 'APPROVED')).toBe(true);
    expect(canMoveOnboarding('REJECTED', 'SUBMITTED')).toBe(true);
  });

  it('refuses every other move: an approval is final, nothing skips the partner', () => {
    const allowed = new Set([
      'NOT_STARTED>SUBMITTED',
      'SUBMITTED>APPROVED',
      'SUBMITTED>REJECTED',
      'SUBMITTED>UNDER_REVIEW',
      'UNDER_REVIEW>APPROVED',
      'UNDER_REVIEW>REJECTED',
      'REJECTED>SUBMITTED',
    ]);
    for (const from of ONBOARDING_STATUSES) {
      for (const to of ONBOARDING_STATUSES) {
        expect(canMoveOnboarding(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('lets documents change only while the onboarding can be submitted', () => {
    expect(ONBOARDING_STATUSES.filter(areDocumentsEditable)).toEqual(['NOT_STARTED', 'REJECTED']);
  });
});

describe('[FX HEDGING] forward contract statuses', () => {
  it('settles, fails or is cancelled only from BOOKED; the others are final', () => {
    expect(CONTRACT_TRANSITIONS.BOOKED).toEqual(['SETTLED', 'SETTLEMENT_FAILED', 'CANCELLED']);
    for (const from of CONTRACT_STATUSES.filter((s) => s !== 'BOOKED')) {
      for (const to of CONTRACT_STATUSES) expect(canMoveContract(from, to)).toBe(false);
    }
  });

  it('can be cancelled only on the day it was booked, while booked', () => {
    expect(canCancelContract({ status: 'BOOKED', bookedDay: '2026-03-05' }, '2026-03-05')).toBe(true);
    expect(canCancelContract({ status: 'BOOKED', bookedDay: '2026-03-05' }, '2026-03-06')).toBe(false);
    expect(canCancelContract({ status: 'SETTLED', bookedDay: '2026-03-05' }, '2026-03-05')).toBe(false);
  });
});

describe('[FX HEDGING] documents', () => {
  it('lists the required document types still missing', () => {
    expect(missingDocuments([])).toEqual(['HEDGING_APPLICATION', 'BUSINESS_REGISTRATION_DOC', 'FINANCIAL_STATEMENTS']);
    expect(missingDocuments(['FINANCIAL_STATEMENTS', 'HEDGING_APPLICATION'])).toEqual(['BUSINESS_REGISTRATION_DOC']);
    expect(missingDocuments(['HEDGING_APPLICATION', 'BUSINESS_REGISTRATION_DOC', 'FINANCIAL_STATEMENTS'])).toEqual([]);
  });
});

describe('[FX HEDGING] maturity dates', () => {
  it('runs from tomorrow to the same day six months on, clamped to the month’s end', () => {
    expect(earliestMaturityDate('2026-12-31')).toBe('2027-01-01');
    expect(latestMaturityDate('2026-03-05')).toBe('2026-09-05');
    expect(latestMaturityDate('2026-08-31')).toBe('2027-02-28');
    expect(tenorDays('2026-03-05', '2026-09-05')).toBe(184);
  });

  it('refuses today, the past, past six months and what is not a date', () => {
    const today = '2026-03-05';
    expect(maturityProblem('2026-03-06', today)).toBeNull();
    expect(maturityProblem('2026-09-05', today)).toBeNull();
    expect(maturityProblem('2026-03-05', today)).toBe(MATURITY_MESSAGES.notAfterToday);
    expect(maturityProblem('2025-01-01', today)).toBe(MATURITY_MESSAGES.notAfterToday);
    expect(maturityProblem('2026-09-06', today)).toBe(
      'A rate can be locked for at most 6 months: choose a date up to 05 Sep 2026.',
    );
    expect(maturityProblem('2026-02-30', today)).toBe(MATURITY_MESSAGES.invalid);
    expect(maturityProblem('5 Sep 2026', today)).toBe(MATURITY_MESSAGES.invalid);
  });
});
