import { daysBefore, formatDate, type IsoDay } from './dates.ts';
import { LOCK_MAX_MONTHS, latestLockExpiry } from './fx.ts';

// The API's hedging tests size their uploads by the shared limit through this module.
export { DOCUMENT_MAX_BYTES } from './documents.ts';

/**
 * FX hedging (spec §1 "FX rate locking for up to 6 months through a hedging partner", §6 menu, §7 calls, §9 lock):
 * a business is onboarded by the hedging partner from documents it uploads, then books forward contracts that lock
 * a rate until a maturity date, when the contract settles like an exchange at the locked rate. The statuses, their
 * transitions, the document rules and the tenor rule live here, for the API (which enforces them) and the web.
 */

/**
 * The business's onboarding with the hedging partner. NOT_STARTED: documents can be uploaded and deleted.
 * SUBMITTED: sent, the partner is reviewing. UNDER_REVIEW: the partner holds it for a manual review. APPROVED:
 * forward contracts can be booked. REJECTED: documents can be changed and the onboarding submitted again.
 */
export const ONBOARDING_STATUSES = ['NOT_STARTED', 'SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const ONBOARDING_TRANSITIONS: Readonly<Record<OnboardingStatus, readonly OnboardingStatus[]>> = {
  NOT_STARTED: ['SUBMITTED'],
  SUBMITTED: ['APPROVED', 'REJECTED', 'UNDER_REVIEW'],
  UNDER_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: ['SUBMITTED'],
};

export function canMoveOnboarding(from: OnboardingStatus, to: OnboardingStatus): boolean {
  return ONBOARDING_TRANSITIONS[from].includes(to);
}

/** Documents can be added and deleted only while the onboarding can (still, or again) be submitted. */
export function areDocumentsEditable(status: OnboardingStatus): boolean {
  return canMoveOnboarding(status, 'SUBMITTED');
}

export const ONBOARDING_STATUS_LABELS: Readonly<Record<OnboardingStatus, string>> = {
  NOT_STARTED: 'Not submitted',
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/**
 * A forward contract. BOOKED: the rate is locked until the maturity date. SETTLED: exchanged at the locked rate on
 * its maturity date. SETTLEMENT_FAILED: the exchange could not be made at maturity (the reason is kept).
 * CANCELLED: cancelled on the day it was booked.
 */
export const CONTRACT_STATUSES = ['BOOKED', 'SETTLED', 'SETTLEMENT_FAILED', 'CANCELLED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_TRANSITIONS: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  BOOKED: ['SETTLED', 'SETTLEMENT_FAILED', 'CANCELLED'],
  SETTLED: [],
  SETTLEMENT_FAILED: [],
  CANCELLED: [],
};

export function canMoveContract(from: ContractStatus, to: ContractStatus): boolean {
  return CONTRACT_TRANSITIONS[from].includes(to);
}

export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  BOOKED: 'Booked',
  SETTLED: 'Settled',
  SETTLEMENT_FAILED: 'Settlement failed',
  CANCELLED: 'Cancelled',
};

/**
 * A forward contract is binding: one booked by mistake can be cancelled only on the (business's) day it was booked.
 * After that the partner has covered it, and it settles at maturity.
 */
export function canCancelContract(c: { status: ContractStatus; bookedDay: IsoDay }, today: IsoDay): boolean {
  return c.status === 'BOOKED' && c.bookedDay === today;
}

// ── Documents ───────────────────────────────────────────────────────────────────────────────────────────────────

/** What the hedging partner asks for: the template lists the same, in the same order. */
export const HEDGING_DOCUMENTS = [
  {
    type: 'HEDGING_APPLICATION',
    label: 'FX hedging application',
    description: 'The application template, filled in and signed by a director.',
  },
  {
    type: 'BUSINESS_REGISTRATION_DOC',
    label: 'Business registration document',
    description: 'Your certificate of incorporation or business registration extract.',
  },
  {
    type: 'FINANCIAL_STATEMENTS',
    label: 'Latest financial statements',
    description: 'Your most recent annual accounts (audited where your business must be audited).',
  },
] as const;
export type HedgingDocumentType = (typeof HEDGING_DOCUMENTS)[number]['type'];
export const HEDGING_DOCUMENT_TYPES = HEDGING_DOCUMENTS.map((d) => d.type) as [
  HedgingDocumentType,
  ...HedgingDocumentType[],
];

/** Files kept per document type (a statement over two years, a registration in two parts). */
export const DOCUMENTS_PER_TYPE_MAX = 5;

/** What a document may be (type, size, name) is the shared rule of documents.ts; these are the onboarding's own. */
export const HEDGING_DOCUMENT_MESSAGES = {
  tooMany: `You can upload at most ${DOCUMENTS_PER_TYPE_MAX} files of each type.`,
  missing: 'Upload every required document before you submit.',
} as const;

/** The document types still missing from `uploaded`: submitting needs none missing. */
export function missingDocuments(uploaded: readonly string[]): HedgingDocumentType[] {
  return HEDGING_DOCUMENT_TYPES.filter((t) => !uploaded.includes(t));
}

// ── Tenor ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** The earliest maturity: tomorrow in the business's day (today's exchange is a spot one, on the exchange page). */
export function earliestMaturityDate(today: IsoDay): IsoDay {
  return daysBefore(today, -1);
}

/** The latest maturity (spec §9 "FX lock up to 6 months"): the same day of the month six months on. */
export function latestMaturityDate(today: IsoDay): IsoDay {
  return latestLockExpiry(new Date(`${today}T00:00:00Z`))
    .toISOString()
    .slice(0, 10);
}

/** Days from `today` to `maturity` (both YYYY-MM-DD). */
export function tenorDays(today: IsoDay, maturity: IsoDay): number {
  return Math.round((Date.parse(`${maturity}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const MATURITY_MESSAGES = {
  invalid: 'Choose a valid maturity date.',
  notAfterToday: 'Choose a maturity date after today.',
  tooFar: (latest: IsoDay) =>
    `A rate can be locked for at most ${LOCK_MAX_MONTHS} months: choose a date up to ${formatDate(latest)}.`,
} as const;

/** Why `maturity` cannot be a forward contract's maturity date when the business's day is `today`; null if it can. */
export function maturityProblem(maturity: string, today: IsoDay): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(maturity) || formatDate(maturity) === '') return MATURITY_MESSAGES.invalid;
  if (maturity < earliestMaturityDate(today)) return MATURITY_MESSAGES.notAfterToday;
  const latest = latestMaturityDate(today);
  if (maturity > latest) return MATURITY_MESSAGES.tooFar(latest);
  return null;
}
