/**
 * What the bulk-payment screens work with: a batch as the page reads it. Kept apart from the wire types so the
 * components do not change when the API's shapes do; api/ maps one onto the other.
 */
export type { BatchStatus } from '@corridor/domain/batches/statuses';

import type { BatchProgressStep } from '@corridor/domain/batches/progress';

/** Spec §4: the numbered steps the progress topic reports (2, 4 and 7 of the batch's life). */
export type ProgressStep = BatchProgressStep;

export type BatchProgress = { step: ProgressStep; done: number; total: number };

/** One failing row of the file: its cells as uploaded (or as fixed since) and the error of each failing cell. */
export type FailedRow = {
  rowNumber: number;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
};

/**
 * Spec §1 funding methods a batch is paid with: the balance, a bank transfer (PayNow from SGD, PayID from AUD), a card.
 * FPX is refused for batches by the API (see ARCHITECTURE "Bulk payments"), so never offered.
 */
export type BatchDepositMethod = 'account' | 'bankTransfer' | 'payNow' | 'payId' | 'creditCard';
