/**
 * What the bulk-payment screens work with: a batch as the page reads it. Kept apart from the wire types so the
 * components do not change when the API's shapes do; api/ maps one onto the other.
 */
export type BatchStatus =
  | 'initiated'
  | 'pending'
  | 'uploaded'
  | 'validation_in_progress'
  | 'validated'
  | 'validation_failed'
  | 'fx_in_progress'
  | 'fx_completed'
  | 'payout_in_progress'
  | 'paid'
  | 'payout_failed'
  | 'cancelled';

/** Spec §4: the numbered steps the progress topic reports (2, 4 and 7 of the batch's life). */
export type ProgressStep = 2 | 4 | 7;

export type BatchProgress = { step: ProgressStep; done: number; total: number };

/** One failing row of the file: its cells as uploaded (or as fixed since) and the error of each failing cell. */
export type FailedRow = {
  rowNumber: number;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
};

/** What one destination currency of a batch comes to at its held rate. */
export type CurrencyTotal = {
  currency: string;
  count: number;
  /** What the recipients receive, in that currency's minor units. */
  amountMinor: string;
  /** What it costs in the source currency, minor units. */
  sourceMinor: string;
  /** The held rate, 1 source = rate destination; null when no conversion (same currency). */
  rate: string | null;
};

/** The review of a batch whose rates are held: per currency, the fees, what is debited and until when. */
export type BatchReviewTotals = {
  sourceCurrency: string;
  currencies: readonly CurrencyTotal[];
  feesMinor: string;
  totalMinor: string;
  count: number;
};

/** Spec §1 funding methods a batch is paid with. */
export type BatchDepositMethod = 'account' | 'bankTransfer' | 'creditCard';
