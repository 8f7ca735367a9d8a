import { INR_PURPOSE_CODES, isInrPurposeCode } from './inr.ts';

/**
 * The purpose of a payout (`purpose_code` of the validation payload, spec §3, §5, §7 common/purposeCodes):
 * an INR payout must choose one of the India purpose codes (inr.ts); any other payout may give one of the spec's
 * payment reasons (§3 "Payment reasons"), and nothing else.
 */
export const PAYMENT_REASONS = [
  { value: 'INTRA_COMPANY', label: 'Intra-company' },
  { value: 'UTILITY_PAYMENT', label: 'Utility payment' },
  { value: 'LOAN_PAYMENT', label: 'Loan payment' },
  { value: 'TAX_PAYMENT', label: 'Tax payment' },
  { value: 'RENTAL_PAYMENT', label: 'Rental payment' },
  { value: 'INSURANCE_PAYMENT', label: 'Insurance payment' },
  { value: 'INVESTMENTS', label: 'Investments' },
  { value: 'SERVICE_PURCHASE', label: 'Service purchase' },
  { value: 'SALARY', label: 'Salary' },
  { value: 'GOODS_PURCHASE', label: 'Goods purchase' },
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number]['value'];

export function isPaymentReason(value: string): value is PaymentReason {
  return PAYMENT_REASONS.some((r) => r.value === value);
}

export type PurposeChoice = { value: string; label: string };

/** The dropdown for a destination currency: the India codes (code and description) for INR, else the reasons. */
export function purposeChoices(destinationCurrency: string): PurposeChoice[] {
  if (destinationCurrency === 'INR') {
    return INR_PURPOSE_CODES.map((p) => ({ value: p.code, label: `${p.code} - ${p.description}` }));
  }
  return PAYMENT_REASONS.map((r) => ({ ...r }));
}

export const PURPOSE_MESSAGES = {
  /** The spec's generic required-field words (§5). */
  required: 'This is a required field',
  notListed: 'Please choose a purpose from the list.',
} as const;

/** Whether a purpose must be given for this destination currency. */
export function isPurposeRequired(destinationCurrency: string): boolean {
  return destinationCurrency === 'INR';
}

/** The message for the purpose field, or null when it passes. */
export function purposeIssue(destinationCurrency: string, purpose: string | null | undefined): string | null {
  if (purpose == null || purpose === '') {
    return isPurposeRequired(destinationCurrency) ? PURPOSE_MESSAGES.required : null;
  }
  const isListed = destinationCurrency === 'INR' ? isInrPurposeCode(purpose) : isPaymentReason(purpose);
  return isListed ? null : PURPOSE_MESSAGES.notListed;
}
