import { toMinor } from '../money.ts';

/**
 * India (spec §5 "Payout validation", §9 "INR 1,500,000").
 *
 * Purpose codes: an INR payout must name one of IR01801–IR01811, chosen from a dropdown. These are the
 * business-payment codes of the India payout rail's purpose-code glossary (its codes map onto the Reserve Bank of
 * India's purpose codes for inward remittances, which banks report to the RBI); the descriptions are that
 * glossary's own words.
 *
 * Special client preferences: an INR payout above INR 1,500,000, or one to HDFC BANK with purpose code IR01801,
 * IR01805 or IR01809, is sent with special client preferences attached to its validation payload
 * (`client_preferences`). The spec does not show their content; here they say that the payout needs the rail's
 * special INR handling and why, so the rail and a reviewer see the reason.
 */
export const INR_PURPOSE_CODES = [
  { code: 'IR01801', description: 'Information Service Charges' },
  { code: 'IR01802', description: 'Advertising & Public relations-related expenses' },
  { code: 'IR01803', description: 'Royalty fees, trademark fees, patent fees, and copyright fees' },
  { code: 'IR01804', description: 'Fees for brokers, front end fee, commitment fee, guarantee fee and custodian fee' },
  {
    code: 'IR01805',
    description:
      'Fees for advisors, technical assistance, and academic knowledge, including remuneration for specialists',
  },
  { code: 'IR01806', description: 'Representative office expenses' },
  { code: 'IR01807', description: 'Construction costs/expenses' },
  { code: 'IR01808', description: 'Transportation fees for goods' },
  { code: 'IR01809', description: 'For payment of exported goods' },
  { code: 'IR01810', description: 'Delivery fees for goods' },
  { code: 'IR01811', description: 'General Goods Trades - Offline trade' },
] as const;
export type InrPurposeCode = (typeof INR_PURPOSE_CODES)[number]['code'];

export function isInrPurposeCode(value: string): value is InrPurposeCode {
  return INR_PURPOSE_CODES.some((p) => p.code === value);
}

/** INR 1,500,000: an INR payout above it (strictly) takes the special client preferences. */
export const INR_SPECIAL_THRESHOLD = toMinor('1500000', 'INR');
export const INR_SPECIAL_BANK = 'HDFC BANK';
export const INR_SPECIAL_BANK_PURPOSE_CODES: readonly InrPurposeCode[] = ['IR01801', 'IR01805', 'IR01809'];

export const INR_SPECIAL_REASONS = ['AMOUNT_ABOVE_THRESHOLD', 'BANK_AND_PURPOSE_CODE'] as const;
export type InrSpecialReason = (typeof INR_SPECIAL_REASONS)[number];
export type InrClientPreferences = { special_inr_handling: true; reasons: InrSpecialReason[] };

export type InrPayout = {
  destinationCurrency: string;
  /** Minor units of the destination currency (paise for INR). */
  destinationAmount: bigint;
  bankName?: string | null;
  purposeCode?: string | null;
};

/** The bank name as banks and lookups spell it differently: trimmed, single-spaced, upper case. */
const normalizeBank = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** The client preferences an INR payout carries, or null when it needs none (or is not INR). */
export function inrClientPreferences(p: InrPayout): InrClientPreferences | null {
  if (p.destinationCurrency !== 'INR') return null;
  const reasons: InrSpecialReason[] = [];
  if (p.destinationAmount > INR_SPECIAL_THRESHOLD) reasons.push('AMOUNT_ABOVE_THRESHOLD');
  const isSpecialBank = p.bankName != null && normalizeBank(p.bankName) === INR_SPECIAL_BANK;
  if (isSpecialBank && INR_SPECIAL_BANK_PURPOSE_CODES.some((c) => c === p.purposeCode)) {
    reasons.push('BANK_AND_PURPOSE_CODE');
  }
  return reasons.length > 0 ? { special_inr_handling: true, reasons } : null;
}
