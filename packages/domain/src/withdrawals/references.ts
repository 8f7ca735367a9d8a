/**
 * References (spec §4: "Withdrawal ids begin FW; auto-sweep ids begin AUTOSWEEP").
 *
 * - A withdrawal is `FW` and 10 or 11 digits (the form the Japan wallet's transaction route checks, spec §2): the
 *   digits are the next value of a database sequence starting at 1000000001, so every number is issued once, never
 *   guessed from another business's, and reads back strictly.
 * - An end-of-day sweep is `AUTOSWEEP`, the business day it sweeps as YYYYMMDD, and the swept currency account's
 *   number: `AUTOSWEEP202603051234567890` swept account 1234567890 at the end of 5 March 2026. A sweep happens once
 *   per account and business day, so the reference names it, and support can read both back from it.
 */
const WITHDRAWAL_NUMBER = /^FW(\d{10,11})$/;
const AUTOSWEEP_NUMBER = /^AUTOSWEEP(\d{4})(\d{2})(\d{2})([A-Za-z0-9]+)$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The withdrawal number of a sequence value (1000000001 … 99999999999). */
export function withdrawalNumber(sequenceValue: bigint): string {
  const digits = sequenceValue.toString();
  if (!/^[1-9]\d{9,10}$/.test(digits)) throw new RangeError(`Out of the FW number range: ${digits}`);
  return `FW${digits}`;
}

export function isWithdrawalNumber(text: string): boolean {
  return WITHDRAWAL_NUMBER.test(text);
}

const isRealDay = (y: string, m: string, d: string) => {
  const at = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(`${y}-${m}-${d}`);
};

/** The reference of the sweep of `accountNumber` for business day `day` (YYYY-MM-DD). */
export function autosweepNumber(day: string, accountNumber: string): string {
  const m = ISO_DAY.exec(day);
  if (!m || !isRealDay(m[1]!, m[2]!, m[3]!)) throw new RangeError(`Not a day: "${day}"`);
  if (!/^[A-Za-z0-9]+$/.test(accountNumber)) throw new RangeError(`Not an account number: "${accountNumber}"`);
  return `AUTOSWEEP${m[1]}${m[2]}${m[3]}${accountNumber}`;
}

export function parseAutosweepNumber(text: string): { day: string; accountNumber: string } | null {
  const m = AUTOSWEEP_NUMBER.exec(text);
  if (!m || !isRealDay(m[1]!, m[2]!, m[3]!)) return null;
  return { day: `${m[1]}-${m[2]}-${m[3]}`, accountNumber: m[4]! };
}
