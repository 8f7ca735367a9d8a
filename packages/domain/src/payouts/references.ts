/**
 * The references a payout carries (spec §9): its transaction number `SME_{account}_{time}`, and the external
 * reference of a send to more than one beneficiary, `BIZM_` plus a timestamp.
 *
 * - {account} is the source currency account's number (letters and digits; ours are 10 digits);
 * - {time} is the creation instant in UTC to the millisecond, as digits: YYYYMMDDHHmmssSSS.
 * So `SME_1234567890_20260305093015123` is a payout from account 1234567890 created at 09:30:15.123 UTC on
 * 5 March 2026: readable by support, sortable by time within an account, and never reused as long as one account
 * starts at most one payout per millisecond. A group send from one account creates several payouts in one
 * request: transactionNumbers gives them successive milliseconds. The payouts table keeps a unique constraint on
 * the number, so a clash from two requests in the same millisecond is refused (409), never stored twice.
 */
const TRANSACTION_NUMBER = /^SME_([A-Za-z0-9]+)_(\d{17})$/;
const ACCOUNT = /^[A-Za-z0-9]+$/;

/** YYYYMMDDHHmmssSSS in UTC. */
export function compactUtcTimestamp(at: Date): string {
  const iso = at.toISOString(); // 2026-03-05T09:30:15.123Z; throws on an invalid date
  if (iso.length !== 24) throw new RangeError(`Outside the years 0000–9999: ${iso}`);
  return iso.replace(/\D/g, '');
}

function fromCompact(digits: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(digits);
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
  // Refuse what Date would roll over (31 Feb, 25:00) by formatting it back.
  return !Number.isNaN(at.getTime()) && compactUtcTimestamp(at) === digits ? at : null;
}

export function transactionNumber(accountNumber: string, at: Date): string {
  if (!ACCOUNT.test(accountNumber)) throw new RangeError(`Not an account number: "${accountNumber}"`);
  return `SME_${accountNumber}_${compactUtcTimestamp(at)}`;
}

/** `count` distinct transaction numbers for payouts created together, a millisecond apart from `at`. */
export function transactionNumbers(accountNumber: string, at: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => transactionNumber(accountNumber, new Date(at.getTime() + i)));
}

export function parseTransactionNumber(text: string): { accountNumber: string; at: Date } | null {
  const m = TRANSACTION_NUMBER.exec(text);
  const at = m ? fromCompact(m[2]!) : null;
  return m && at ? { accountNumber: m[1]!, at } : null;
}

/** The external reference of a send to more than one beneficiary: BIZM_ and the UTC time to the millisecond. */
export function batchReference(at: Date): string {
  return `BIZM_${compactUtcTimestamp(at)}`;
}
