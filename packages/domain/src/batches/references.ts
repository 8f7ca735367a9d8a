import { batchReference } from '../payouts/references.ts';

/**
 * A batch's external reference (spec §9): `BIZM_` and the upload's UTC time to the millisecond, the same form as a
 * group send's (payouts/references.ts batchReference), carried by each of its payouts as `batchId`. Two uploads in
 * one millisecond: the second takes the next free millisecond (`attempt`); the table keeps references unique.
 */
export function batchReferenceOf(at: Date, attempt = 0): string {
  return batchReference(new Date(at.getTime() + attempt));
}

const BATCH_REFERENCE = /^BIZM_\d{17}$/;

export function isBatchReference(value: string): boolean {
  return BATCH_REFERENCE.test(value);
}
