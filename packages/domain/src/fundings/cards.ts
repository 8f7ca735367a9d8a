import { percentOf } from '../money.ts';

/**
 * Card rules (spec §5 "Card: number stripped of non-digits, first 8 digits used as bin; expiry year is the current
 * century plus typed two digits", §9 product code by country, §4 card payment statuses, §8 card rejection messages),
 * used by the web's card form and the API alike. The full number and the CVV exist only on their way to the card
 * processor: we keep its token and the last four digits.
 */

/** The number as typed, without spaces, dashes or anything else that is not a digit. */
export function stripCardNumber(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** The Luhn (mod 10) check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The bank identification number: the first 8 digits (spec §5). */
export const binOf = (digits: string): string => digits.slice(0, 8);
export const lastFourOf = (digits: string): string => digits.slice(-4);

/** The four-digit year of a typed two-digit expiry year: the current century plus the two digits (spec §5). */
export function expiryYearOf(typedTwoDigits: string, now: Date): number {
  return Math.floor(now.getUTCFullYear() / 100) * 100 + Number.parseInt(typedTwoDigits, 10);
}

/** A card is good through the last day of its expiry month; anywhere on Earth, so judged at UTC−12. */
export function isCardExpired(month: number, fullYear: number, now: Date): boolean {
  const endOfMonth = Date.UTC(fullYear, month, 1, 12); // first instant after the month, at UTC−12
  return now.getTime() >= endOfMonth;
}

export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter the expiry date as MM/YY.',
  cvv: 'Please enter the 3 or 4 digit security code.',
  holderName: 'Please enter the name on the card.',
  expired:
    'Your card has expired. To reattempt the transaction, please double-check the expiry date or use another payment method.',
  insufficientFunds:
    'Your card currently has insufficient funds to complete the transaction. Please add funds and try again, or use an alternate payment method.',
  otherRejection: "There's an issue with this corridor at the moment.",
  refund: 'Any amount you paid should be refunded to your bank account.',
  notFound: 'These card details are unavailable. Please choose another card or add it again.',
  missingRequestId: 'credit card transaction status not approved',
} as const;

export type CardInputCheck =
  | { ok: true; digits: string; bin: string; lastFour: string; expiryMonth: number; expiryYear: number }
  | { ok: false; errors: { field: 'cardNumber' | 'expiry' | 'cvv'; message: string }[] };

/** Checks a typed card (number, MM/YY expiry, CVV) as the form and the API both do. */
export function checkCardInput(input: { cardNumber: string; expiry: string; cvv: string }, now: Date): CardInputCheck {
  const errors: { field: 'cardNumber' | 'expiry' | 'cvv'; message: string }[] = [];
  const digits = stripCardNumber(input.cardNumber);
  if (!isLuhnValid(digits)) errors.push({ field: 'cardNumber', message: CARD_MESSAGES.number });
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const month = m ? Number.parseInt(m[1]!, 10) : 0;
  const year = m ? expiryYearOf(m[2]!, now) : 0;
  if (!m || month < 1 || month > 12) errors.push({ field: 'expiry', message: CARD_MESSAGES.expiry });
  else if (isCardExpired(month, year, now)) errors.push({ field: 'expiry', message: CARD_MESSAGES.expired });
  if (!/^\d{3,4}$/.test(input.cvv)) errors.push({ field: 'cvv', message: CARD_MESSAGES.cvv });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, digits, bin: binOf(digits), lastFour: lastFourOf(digits), expiryMonth: month, expiryYear: year };
}

/**
 * The processor's product code for a card (spec §9 "HK HSBC code for listed prefixes else default; SG CITI for
 * listed prefixes else default; MY and AU default; others BPSP"), by the business's country and the card's BIN.
 * The listed prefixes are the local issuers' BIN ranges the acquirer prices as domestic.
 */
export const PRODUCT_CODE_PREFIXES: Readonly<Record<'HK' | 'SG', readonly string[]>> = {
  HK: ['4329', '4893', '5406'],
  SG: ['4265', '4966', '5523'],
};
export const PRODUCT_CODES = { HK: 'HSBC', SG: 'CITI', DEFAULT: 'DEFAULT', OTHER: 'BPSP' } as const;
export type ProductCode = (typeof PRODUCT_CODES)[keyof typeof PRODUCT_CODES];

export function productCodeFor(country: string, bin: string): ProductCode {
  if (country === 'HK' || country === 'SG') {
    return PRODUCT_CODE_PREFIXES[country].some((p) => bin.startsWith(p)) ? PRODUCT_CODES[country] : 'DEFAULT';
  }
  if (country === 'MY' || country === 'AU') return 'DEFAULT';
  return 'BPSP';
}

/** The processor's merchant category code for adding money (spec §9 default 7399) and the verification amount. */
export const CARD_MCC = '7399';
export const CARD_VERIFICATION_AMOUNT_MAJOR = 1;

/** A card payment's statuses as the processor reports them (spec §4): only APPROVED is accepted. */
export const CARD_PAYMENT_STATUSES = ['Pending', 'InProgress', 'APPROVED', 'Rejected'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

export function cardPaymentOutcome(status: CardPaymentStatus): 'approved' | 'in_progress' | 'failed' {
  if (status === 'APPROVED') return 'approved';
  if (status === 'Pending' || status === 'InProgress') return 'in_progress';
  return 'failed';
}

/** §8: what a rejection says to the business, from the processor's rejection reason. */
export function cardRejectionMessage(reason: string | null | undefined): string {
  const text = (reason ?? '').toLowerCase();
  if (text.includes('insufficient')) return CARD_MESSAGES.insufficientFunds;
  if (text.includes('expired')) return CARD_MESSAGES.expired;
  return CARD_MESSAGES.otherRejection;
}

/** Saved cards as the list shows them (spec §4): newest first, one per card (the processor's fingerprint). */
export function dedupeSavedCards<T extends { fingerprint: string; createdAt: string }>(cards: readonly T[]): T[] {
  const sorted = [...cards].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const seen = new Set<string>();
  return sorted.filter((c) => !seen.has(c.fingerprint) && seen.add(c.fingerprint));
}

/**
 * What adding `amount` by card costs: the processor's client fee (a percentage, rounded up so it is never
 * under-collected) on top, so the account is credited exactly the amount asked for and the card charged the total.
 * Transfers of the bank-transfer group cost nothing.
 */
export function cardFundingCharge(amount: bigint, feePercent: string): { fee: bigint; total: bigint } {
  const fee = amount > 0n ? percentOf(amount, feePercent, 'up') : 0n;
  return { fee, total: amount + fee };
}
