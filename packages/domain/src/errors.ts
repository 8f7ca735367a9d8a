/**
 * The error catalogue: every error code the API can answer with, its HTTP status and its default message
 * (the spec's words, §5 and §8). The web maps the same codes back to what the user sees.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Please check the highlighted fields.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  /** A value the database could not take (out of range, not a valid number or date): a check is missing upstream. */
  INVALID_INPUT: { status: 400, message: 'A value in this request is not valid or out of range.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Unknown API path.' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this.' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state.' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: 'The first request with this Idempotency-Key is still running.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Incorrect email or password.' },
  INCORRECT_CODE: { status: 401, message: 'Incorrect code.' },
  CODE_EXPIRED: { status: 401, message: 'This code has expired. Please request a new one.' },
  INVALID_RESET_TOKEN: { status: 400, message: 'URL contains an invalid ResetToken' },
  INVALID_SOURCE: { status: 400, message: "Missing or unknown 'source' header." },
  csrf_token_mismatch: { status: 403, message: 'csrf_token_mismatch' },
  concurrent_login: { status: 401, message: 'concurrent_login' },
  user_not_logged_in: { status: 401, message: 'user_not_logged_in' },
  UNEXPECTED_ERROR: { status: 500, message: 'Sorry, something went wrong on our end. Please try again later' },
  // Money core (ledger, accounts)
  INSUFFICIENT_FUNDS: { status: 422, message: 'Insufficient balance in this account.' },
  ACCOUNT_NOT_EMPTY: { status: 422, message: 'This account still holds money. Move or withdraw it before closing.' },
  ACCOUNT_IN_USE: {
    status: 422,
    message: 'Money is still on its way to or from this account. You can close it once those payments are finished.',
  },
  ACCOUNT_EXISTS: { status: 409, message: 'You already have an account in this currency.' },
  CURRENCY_NOT_OFFERED: { status: 422, message: 'This currency is not offered for your business.' },
  INVALID_AMOUNT: { status: 400, message: 'We cannot process this amount.' },
  ACCOUNT_LIMIT_REACHED: { status: 422, message: 'We cannot process this amount: this account is at its limit.' },
  TRANSFER_ID_REUSED: { status: 409, message: 'This transfer id was already used for a different transfer.' },
  INVALID_TRANSITION: { status: 409, message: 'This change is not allowed in the current status.' },
  ACCOUNT_CANNOT_RECEIVE: {
    status: 422,
    message: 'This account cannot receive payments yet: its receiving details are not active.',
  },
  ACCOUNT_CLOSED: { status: 409, message: 'This account is closed.' },
  REPORT_TOO_LARGE: { status: 422, message: 'This statement is too long to download. Please choose fewer dates.' },
  // FX (quotes, holds, exchanges)
  FX_QUOTE_INVALID: { status: 422, message: 'This rate is no longer valid. Get a new quote.' },
  FX_QUOTE_EXPIRED: { status: 422, message: 'This rate has expired. Get a new quote.' },
  FX_HOLD_EXPIRED: { status: 422, message: 'This held rate has expired. Get a new quote.' },
  FX_HOLD_USED: { status: 422, message: 'This held rate was already used. Get a new quote.' },
  FX_RATE_UNAVAILABLE: { status: 422, message: 'There is an issue with this payment corridor at the moment.' },
  // Payouts: the three "initiating payment" messages of §8, then maker/checker (§6)
  PAYMENT_INITIATION_FAILED: {
    status: 502,
    message: 'We are experiencing some issues with initiating this payment. Please contact support.',
  },
  DESTINATION_ACCOUNT_INACTIVE: {
    status: 422,
    message: 'Destination currency account is not active. Please contact us for support.',
  },
  DESTINATION_ACCOUNT_MISSING: {
    status: 422,
    message: "You don't have this destination currency account. Please contact us for support.",
  },
  APPROVAL_OWN_PAYOUT: { status: 403, message: 'You cannot approve or reject a payout you created.' },
  APPROVER_REQUIRED: { status: 403, message: 'Only approvers can approve or reject payouts.' },
  // Settings (issue 13): users and roles, verification of payee (spec §6, §8).
  CANNOT_DEACTIVATE_SELF: { status: 409, message: 'You cannot deactivate yourself.' },
  LAST_ADMIN_RIGHT: { status: 409, message: 'You cannot remove your own admin rights: ask another admin to do it.' },
  USER_EMAIL_TAKEN: { status: 409, message: 'A user with this email already exists.' },
  VOP_NOT_AVAILABLE: { status: 403, message: 'Verification of payee is not available for your business.' },
  VOP_CONFIRMATION_REQUIRED: {
    status: 409,
    message: "Confirm that you want to pay although the payee's name was not matched.",
  },
  // Beneficiaries (contacts): the contact's details broke its corridor's rules (spec §8 "Validation code
  // AJV_VALIDATE", with a field list); an unsupported corridor (spec §5); a bank code we cannot name (spec §8).
  AJV_VALIDATE: { status: 400, message: "Please check the recipient's details." },
  CORRIDOR_NOT_SUPPORTED: { status: 422, message: 'We do not support payments in this currency to this country' },
  DATA_ERROR: { status: 422, message: 'Cannot Find Bank Name' },
  // FX hedging (onboarding documents, forward contracts)
  FX_HEDGING_UNAVAILABLE: { status: 403, message: 'FX hedging is not available for your business.' },
  FX_HEDGING_NOT_APPROVED: {
    status: 409,
    message: 'Forward contracts can be booked once the hedging partner has approved your business.',
  },
  FX_HEDGE_REFUSED: { status: 422, message: 'The hedging partner declined this contract.' },
  FILE_MUST_NOT_BE_EMPTY: { status: 400, message: 'This file is empty. Choose the document again.' },
  FILE_TOO_BIG: { status: 413, message: 'File size too big. Upload a file of up to 10 MB.' },
  UNSUPPORTED_FILE_FORMAT: { status: 415, message: 'Incorrect file format. Upload a PDF, PNG or JPEG file.' },
  // Company bank accounts and withdrawals: a bank account linked twice (spec §8: the word "Duplicate" sends the
  // failure back to the form), manual withdrawal outside AU, US and SG (§9), the rail's refusal of the account (§8).
  DUPLICATE_BANK_ACCOUNT: {
    status: 409,
    message: 'Duplicate bank account: this account is already linked to your business.',
  },
  WITHDRAWAL_NOT_AVAILABLE: { status: 403, message: 'Withdrawals to your bank are not available for your business.' },
  INVALID_BANK_ACCOUNT: { status: 422, message: 'Invalid bank account details. Please delete and add again.' },
  // Cards and adding money (spec §4, §8): a card that is not the business's (or was deleted), a card the processor
  // could not verify (§8 invalidCreditCard).
  CARD_NOT_FOUND: {
    status: 404,
    message: 'These card details are unavailable. Please choose another card or add it again.',
  },
  CARD_IN_USE: {
    status: 409,
    message: 'A payment waiting for approval will be charged to this card. Cancel it or let it be decided first.',
  },
  CARD_VERIFICATION_FAILED: { status: 422, message: "We couldn't process your credit card." },
  // ACH and FPX (spec §1, §3, §8, §9 flags ACH, FPX, DISABLE_FPX): a business the method is not offered to, an
  // amount over the rolling ACH limit (the message says what is left).
  ACH_NOT_AVAILABLE: { status: 403, message: 'ACH is not available for your business.' },
  ACH_LIMIT_EXCEEDED: { status: 422, message: 'This is more than your ACH limit allows.' },
  FPX_NOT_AVAILABLE: { status: 403, message: 'FPX is not available for your business.' },
  // Bulk payments (spec §8 "Batch upload"; FILE_MUST_NOT_BE_EMPTY, FILE_TOO_BIG and UNSUPPORTED_FILE_FORMAT above take
  // the batch words of domain batches/upload-errors.ts there), a file over the row limit (§9), a batch not yet payable.
  MANDATORY_HEADER_NOT_FOUND: { status: 400, message: 'File missing headers' },
  MULTIPLE_SOURCE_CURRENCIES: { status: 400, message: 'Cannot process multiple source currencies in one file' },
  MAX_BATCH_LIMIT_REACHED: {
    status: 429,
    message: 'Our system is processing a lot of batches right now. Please try again later.',
  },
  BATCH_ROW_LIMIT_EXCEEDED: { status: 400, message: 'A batch can have up to 1,000 transactions.' },
  BULK_UPLOADS_DISABLED: { status: 403, message: 'Bulk payments are not available for your business.' },
  NOT_IMPLEMENTED: { status: 501, message: 'This is not available yet.' },
  // A second factor beyond the mailbox (authenticator app, recovery codes, passkeys) and the business's policy.
  EMAIL_CODE_OFF: {
    status: 403,
    message: 'Your business has switched off emailed codes. Use your authenticator app, a recovery code or a passkey.',
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: 'You are signed in with the password we sent you. Set your own password to continue.',
  },
  SECOND_FACTOR_REQUIRED: {
    status: 403,
    message: 'Your business requires an authenticator app or a passkey. Add one to continue.',
  },
  LAST_FACTOR_REQUIRED: {
    status: 409,
    message: 'Your business requires an authenticator app or a passkey: add another before removing this one.',
  },
  PASSKEY_FAILED: {
    status: 401,
    message: 'We could not verify this passkey. Try again or sign in with your password.',
  },
  PASSKEY_TAKEN: { status: 409, message: 'This passkey is already registered.' },
  PASSKEY_CHALLENGE_EXPIRED: { status: 400, message: 'This passkey request has expired. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export type FieldError = { field: string; message: string };

/** The one JSON shape every API error has. */
export type ErrorBody = { code: ErrorCode | string; message: string; errors?: FieldError[] };

/** The session errors the web answers by logging out (spec §8). */
export const SESSION_ERROR_CODES = ['csrf_token_mismatch', 'concurrent_login', 'user_not_logged_in'] as const;
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

export function isSessionErrorCode(code: unknown): code is SessionErrorCode {
  return typeof code === 'string' && (SESSION_ERROR_CODES as readonly string[]).includes(code);
}
