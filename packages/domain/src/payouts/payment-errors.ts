import { ERRORS } from '../errors.ts';

/**
 * What the send screens show when validating or creating a payout fails (spec §8 "Payment"): a category found by
 * keywords in the server's message, its message, whether the amount and recipient inputs are disabled (the person
 * cannot fix it by editing) and whether it is shown only as a snackbar rather than beside the form.
 *
 * - A network failure or an HTTP status above 400 is "There's an issue with this corridor at the moment." with
 *   the input disabled. Our API answers a payout it refuses on its content with 400 VALIDATION_ERROR, whose
 *   message the keywords read.
 * - The three "initiating payment" errors of §8 are catalogue codes (errors.ts): with one of those codes the
 *   catalogue's message is shown as it is, in a snackbar, with the input disabled — they come with 4xx/5xx
 *   statuses and would otherwise all read as a corridor issue.
 * - Otherwise the first category whose keyword appears in the message, as a whole word and ignoring case,
 *   wins; the order below puts the narrow categories before the broad ones ("recipient account number" is an
 *   account number, "beneficiary name" a name, "fee amount" a fee). No keyword: the default category.
 */
export const PAYMENT_ERROR_CATEGORIES = [
  'default',
  'invalidFee',
  'invalidDocument',
  'invalidRecipient',
  'invalidRemitterIdentification',
  'invalidIBAN',
  'invalidName',
  'invalidSwift',
  'invalidRecipientAccount',
  'invalidAccountNumber',
  'invalidAmount',
  'invalidCreditCard',
  'invalidCorridor',
  'corridorUnavailable',
  'initiationFailed',
] as const;
export type PaymentErrorCategory = (typeof PAYMENT_ERROR_CATEGORIES)[number];

export type PaymentErrorView = {
  category: PaymentErrorCategory;
  message: string;
  isInputDisabled: boolean;
  isSnackbarOnly: boolean;
};

const RECIPIENT_FORMAT = 'Your recipient details are in the incorrect format.';
const fieldFormat = (field: string) => `Your recipient ${field} is in the incorrect format.`;

export const PAYMENT_ERROR_MESSAGES: Readonly<Record<PaymentErrorCategory, string>> = {
  default: 'Something went wrong. Please enter the amount again.',
  invalidFee: 'Something went wrong. Please enter the amount again.',
  invalidDocument: "We couldn't process your submitted documents.",
  invalidRecipient: RECIPIENT_FORMAT,
  invalidRemitterIdentification: `${RECIPIENT_FORMAT} Please contact customer support.`,
  invalidIBAN: fieldFormat('IBAN'),
  invalidName: fieldFormat('Name'),
  invalidSwift: fieldFormat('SWIFT code'),
  invalidRecipientAccount: fieldFormat('Account Details'),
  invalidAccountNumber: fieldFormat('Account Number'),
  invalidAmount: 'We cannot process this amount.',
  invalidCreditCard: "We couldn't process your credit card.",
  invalidCorridor: 'There is an issue with this payment corridor at the moment.',
  corridorUnavailable: "There's an issue with this corridor at the moment.",
  initiationFailed: ERRORS.PAYMENT_INITIATION_FAILED.message,
};

const INPUT_DISABLED: readonly PaymentErrorCategory[] = [
  'invalidDocument',
  'invalidCorridor',
  'corridorUnavailable',
  'initiationFailed',
];
const SNACKBAR_ONLY: readonly PaymentErrorCategory[] = ['invalidCreditCard', 'invalidCorridor', 'initiationFailed'];

/** Keywords per category, tried in this order. Underscores and hyphens in a message count as spaces. */
export const PAYMENT_ERROR_KEYWORDS: readonly (readonly [PaymentErrorCategory, readonly string[]])[] = [
  ['invalidRemitterIdentification', ['remitter identification', 'remitter id']],
  ['invalidDocument', ['document', 'documents']],
  ['invalidCreditCard', ['credit card', 'card']],
  ['invalidCorridor', ['corridor', 'not supported', 'unsupported']],
  ['invalidIBAN', ['iban']],
  ['invalidSwift', ['swift', 'bic']],
  ['invalidAccountNumber', ['account number', 'account no']],
  [
    'invalidRecipientAccount',
    ['account details', 'bank account', 'beneficiary account', 'recipient account', 'routing code', 'bank code'],
  ],
  ['invalidName', ['name']],
  ['invalidFee', ['fee', 'fees']],
  ['invalidAmount', ['amount', 'limit']],
  ['invalidRecipient', ['recipient', 'beneficiary']],
];

/** The §8 codes whose catalogue message is shown as it is. */
export const PAYMENT_INITIATION_CODES = [
  'PAYMENT_INITIATION_FAILED',
  'DESTINATION_ACCOUNT_INACTIVE',
  'DESTINATION_ACCOUNT_MISSING',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = PAYMENT_ERROR_KEYWORDS.map(
  ([category, words]) => [category, new RegExp(`\\b(?:${words.map(escapeRegExp).join('|')})\\b`, 'i')] as const,
);

/** The category of a server message by its keywords ('default' when none matches). */
export function paymentErrorCategory(message: string): PaymentErrorCategory {
  const text = message.replace(/[_-]+/g, ' ');
  return MATCHERS.find(([, re]) => re.test(text))?.[0] ?? 'default';
}

export function paymentErrorView(category: PaymentErrorCategory, message?: string): PaymentErrorView {
  return {
    category,
    message: message ?? PAYMENT_ERROR_MESSAGES[category],
    isInputDisabled: INPUT_DISABLED.includes(category),
    isSnackbarOnly: SNACKBAR_ONLY.includes(category),
  };
}

export type PaymentFailure = {
  /** The call never got an answer (offline, DNS, connection reset, timeout). */
  isNetworkError?: boolean;
  httpStatus?: number;
  code?: string;
  message?: string;
};

/** What to show for a failed payout validation or creation (see the rules at the top of this file). */
export function paymentErrorOf(failure: PaymentFailure): PaymentErrorView {
  const { code } = failure;
  if (code && (PAYMENT_INITIATION_CODES as readonly string[]).includes(code)) {
    return paymentErrorView('initiationFailed', ERRORS[code as (typeof PAYMENT_INITIATION_CODES)[number]].message);
  }
  if (failure.isNetworkError || (failure.httpStatus !== undefined && failure.httpStatus > 400)) {
    return paymentErrorView('corridorUnavailable');
  }
  return paymentErrorView(paymentErrorCategory(failure.message ?? ''));
}
