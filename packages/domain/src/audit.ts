import { formatMoney } from './money.ts';
import { TRANSACTION_STATUS_LABELS } from './transactions/list.ts';

/**
 * The audit log's vocabulary: every security and money decision the log records, with the words the admin view and
 * its CSV show. An action is `<area>.<what>`; the API refuses to record one that is not listed here, so the admin
 * filter always knows every action.
 */
export const AUDIT_ACTIONS = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_change_failed': 'Password change refused',
  'auth.password_reset': 'Password reset by email link',
  'mfa.totp_enrolled': 'Authenticator app added',
  'mfa.totp_removed': 'Authenticator app removed',
  'mfa.recovery_codes_created': 'Recovery codes created',
  'mfa.recovery_code_used': 'Recovery code used',
  'mfa.passkey_added': 'Passkey added',
  'mfa.passkey_removed': 'Passkey removed',
  'mfa.policy_changed': 'Sign-in policy changed',
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.deactivated': 'User deactivated',
  'user.roles_changed': 'Roles changed',
  'session.ended': 'Session signed out',
  'payout.created': 'Payout created',
  'payout.cancelled': 'Payout cancelled',
  'payout.approved': 'Payout approved',
  'payout.rejected': 'Payout rejected',
  'batch.paid': 'Bulk payment ordered',
  'settings.changed': 'Settings changed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditOutcome = 'success' | 'failure';

export const AUDIT_ACTION_LIST = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** Rows per page in the admin view; the CSV holds every row of the filters, up to the export's limit. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The chain of rows that belong to no business (a failed sign-in for an email nobody has). */
export const SYSTEM_AUDIT_CHAIN = '00000000-0000-0000-0000-000000000000';

const DETAIL_LABELS: Record<string, string> = {
  reason: 'Reason',
  factor: 'With',
  source_amount: 'Debit',
  destination_amount: 'Recipient gets',
  beneficiary: 'Recipient',
  payments: 'Payments',
  deposit_method: 'Paid by',
  status: 'Status',
  name: 'Name',
  policy: 'Policy',
  policy_before: 'Policy before',
  email_code_allowed: 'Emailed codes allowed',
  email_code_allowed_before: 'Emailed codes allowed before',
};

/** Kept for machines (the CSV's raw columns, the verifier), not shown: the target already names the payout. */
const HIDDEN_DETAILS = new Set(['payout_id', 'batch_id']);

/** Coded values a person reads in words: how a sign-in was completed, why one was refused. */
const VALUE_WORDS: Record<string, string> = {
  email_code: 'Emailed code',
  totp: 'Authenticator app',
  recovery: 'Recovery code',
  passkey: 'Passkey',
  wrong_password: 'Wrong password',
  wrong_current_password: 'Wrong current password',
  user_deactivated: 'User deactivated',
  account_inactive: 'Account deactivated',
  code_expired: 'Code expired',
  incorrect_code: 'Wrong emailed code',
  totp_incorrect: 'Wrong authenticator code',
  totp_reused: 'Authenticator code used twice',
  no_authenticator_app: 'No authenticator app',
  recovery_incorrect: 'Wrong or used recovery code',
  passkey_unknown: 'Unknown passkey',
  passkey_of_another_user: "Another user's passkey",
  passkey_signature: 'Passkey not verified',
  OFF: 'Not required',
  ALL_USERS: 'Every user',
  APPROVERS: 'Approvers only',
  ...TRANSACTION_STATUS_LABELS,
};

/**
 * A row's details as a person reads them: an amount kept in minor units beside its currency (`source_amount` and
 * `source_currency`) becomes "SGD 1,234.50", keys become words, lists are joined.
 */
export function auditDetailText(details: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if (HIDDEN_DETAILS.has(key)) continue;
    if (key.endsWith('_currency') && typeof details[key.replace(/_currency$/, '_amount')] === 'string') continue;
    const label = DETAIL_LABELS[key] ?? key.replaceAll('_', ' ');
    const currency = key.endsWith('_amount') ? details[key.replace(/_amount$/, '_currency')] : undefined;
    if (typeof value === 'string' && typeof currency === 'string' && /^-?\d+$/.test(value)) {
      out[label] = formatMoney(BigInt(value), currency, { withCode: true });
    } else if (Array.isArray(value)) {
      out[label] = value.join(', ');
    } else if (typeof value === 'boolean') {
      out[label] = value ? 'Yes' : 'No';
    } else {
      const text = value === null || value === undefined ? '' : String(value);
      out[label] = Object.hasOwn(VALUE_WORDS, text) ? VALUE_WORDS[text]! : text;
    }
  }
  return out;
}
