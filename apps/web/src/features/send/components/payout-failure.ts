import {
  type PaymentErrorCategory,
  type PaymentErrorView,
  paymentErrorCategory,
  paymentErrorOf,
  paymentErrorView,
} from '@corridor/domain/payouts/payment-errors';
import { isApiError } from '@/lib/api/api-error.ts';

/** The parts of the send screens a refusal can be about. */
export type SendField = 'recipient' | 'sourceAccount' | 'amount' | 'purpose' | 'narrative' | 'rate' | 'documents';

/**
 * Why validating or creating a payout failed, kept on its beneficiary (spec §5 "failure is stored per beneficiary",
 * §8 "create payout failure … stores the error on the beneficiary"): the §8 category with its message and whether
 * input is disabled or the message is a snackbar only, the server's own words on each field it named, and what the
 * person can do next.
 */
export type PayoutFailure = PaymentErrorView & {
  fields: Partial<Record<SendField, string>>;
  /** The same request may pass later (the network, our side, a rate that ran out): offer to try again. */
  isRetryable: boolean;
  /** The held rate can no longer be used: a new one must be locked. */
  isRateStale: boolean;
};

/** Where each payload field shows on the send screens (the API names them by their path in the payload). */
const FIELD_OF: readonly (readonly [RegExp, SendField])[] = [
  [/(^|\.)(source_amount|destination_amount|fee_payer|swift_fee_payer)$/, 'amount'],
  [/(^|\.)purpose_code$/, 'purpose'],
  [/(^|\.)statement_narrative$/, 'narrative'],
  [/(^|\.)(source_account|source_currency)$/, 'sourceAccount'],
  [/(^|\.)fx_hold_id$/, 'rate'],
  [/(^|\.)(beneficiary_id|destination_currency)$/, 'recipient'],
  [/^documents(\.\d+)?$/, 'documents'],
];

export function sendFieldOf(path: string): SendField | null {
  return FIELD_OF.find(([re]) => re.test(path))?.[1] ?? null;
}

const STALE_RATE_CODES: readonly string[] = ['FX_QUOTE_EXPIRED', 'FX_QUOTE_INVALID', 'FX_HOLD_EXPIRED', 'FX_HOLD_USED'];

/**
 * Refusals the person fixes themselves, shown in the API's words where they belong (the issue: "limits and balance
 * messages as the API words them"). The API answers them 422 or 409, which §8's rule would read as a corridor issue
 * and lock the form.
 */
const WORDED: Readonly<Record<string, SendField | null>> = {
  INSUFFICIENT_FUNDS: 'sourceAccount',
  ACCOUNT_LIMIT_REACHED: 'amount',
  FX_QUOTE_EXPIRED: 'rate',
  FX_QUOTE_INVALID: 'rate',
  FX_HOLD_EXPIRED: 'rate',
  FX_HOLD_USED: 'rate',
  IDEMPOTENCY_IN_PROGRESS: null,
  RATE_LIMITED: null,
};

const base = (view: PaymentErrorView, fields: PayoutFailure['fields'] = {}) => ({ ...view, fields });

export function payoutFailureOf(error: unknown): PayoutFailure {
  if (!isApiError(error) || error.code === 'NETWORK_ERROR') {
    return { ...base(paymentErrorOf({ isNetworkError: true })), isRetryable: true, isRateStale: false };
  }
  const isRateStale = STALE_RATE_CODES.includes(error.code);
  const isRetryable = error.status >= 500 || isRateStale || error.code === 'IDEMPOTENCY_IN_PROGRESS';
  if (Object.hasOwn(WORDED, error.code)) {
    const field = WORDED[error.code];
    const view = paymentErrorView(field === 'amount' || field === 'sourceAccount' ? 'invalidAmount' : 'default');
    return {
      ...base({ ...view, message: error.message }, field ? { [field]: error.message } : {}),
      isRetryable,
      isRateStale,
    };
  }
  const fields: PayoutFailure['fields'] = {};
  let first: { field: SendField | null; message: string } | null = null;
  for (const e of error.fieldErrors) {
    const field = sendFieldOf(e.field);
    first ??= { field, message: e.message };
    if (field) fields[field] ??= e.message;
  }
  const view =
    error.code === 'VALIDATION_ERROR' && first
      ? fieldView(first, error.message)
      : paymentErrorOf({ httpStatus: error.status, code: error.code, message: error.message });
  return { ...base(view, fields), isRetryable, isRateStale };
}

/**
 * The §8 category of a refusal about one field: the amount's are about the amount (or its fees), the recipient's
 * about the recipient, by the message's keywords; the person's own choices (purpose, reference, account) are simply
 * "check the highlighted fields", the API's own words.
 */
function fieldView(first: { field: SendField | null; message: string }, topMessage: string): PaymentErrorView {
  const category = paymentErrorCategory(first.message);
  if (first.field === 'documents') return paymentErrorView('invalidDocument');
  if (first.field === 'amount')
    return paymentErrorView(pick(category, ['invalidAmount', 'invalidFee'], 'invalidAmount'));
  if (first.field === 'recipient' || first.field === null) {
    return paymentErrorView(category === 'default' ? 'invalidRecipient' : category);
  }
  return paymentErrorView('default', topMessage);
}

function pick(
  category: PaymentErrorCategory,
  allowed: readonly PaymentErrorCategory[],
  fallback: PaymentErrorCategory,
): PaymentErrorCategory {
  return allowed.includes(category) ? category : fallback;
}
