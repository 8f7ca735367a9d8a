import { formatMoney } from '../money.ts';

/**
 * ACH (spec §1 funding method `ach`, §3 linked bank and rolling ACH limit, §7 ACH calls): a US business links its own
 * US bank account and adds USD by a direct debit from it. Rules here, used by the API and the web alike.
 */
export const ACH_CURRENCY = 'USD';
export const ACH_ROUTING_TYPE = 'ACH';
export const ACH_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type AchAccountType = (typeof ACH_ACCOUNT_TYPES)[number];
export const ACH_ACCOUNT_TYPE_LABELS: Readonly<Record<AchAccountType, string>> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
};

/** A link request: PENDING while the partner verifies the account, then LINKED or FAILED; DELINKED when removed. */
export const ACH_LINK_STATUSES = ['PENDING', 'LINKED', 'FAILED', 'DELINKED'] as const;
export type AchLinkStatus = (typeof ACH_LINK_STATUSES)[number];

/**
 * The rolling ACH limit (spec §3 `limit`, `total_amount`, `allowed_amount`): what a business may pull by ACH in any
 * 30 days. The amount is spec §9's "limit 50000", read as USD 50,000.00 (the spec does not name its purpose).
 */
export const ACH_ROLLING_LIMIT_MINOR = 5_000_000n;
export const ACH_ROLLING_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export type AchDebitOnRecord = { amount: bigint; at: Date };
export type AchRollingLimit = { limit: bigint; total: bigint; allowed: bigint };

/** Since when debits count towards the limit at `now`. */
export const achWindowStart = (now: Date) => new Date(now.getTime() - ACH_ROLLING_WINDOW_DAYS * DAY_MS);

/**
 * The limit, what the debits of the last 30 days (those not failed) add up to, and what is left. Debits older than
 * the window do not count; nor do those dated after `now`, unless `countLater`: a new debit is checked against every
 * debit already made, including one a concurrent request stamped a moment after this one's time.
 */
export function achRollingLimit(
  debits: readonly AchDebitOnRecord[],
  now: Date,
  limit: bigint = ACH_ROLLING_LIMIT_MINOR,
  opts: { countLater?: boolean } = {},
): AchRollingLimit {
  const from = achWindowStart(now).getTime();
  const total = debits
    .filter((d) => d.at.getTime() > from && (opts.countLater || d.at.getTime() <= now.getTime()))
    .reduce((sum, d) => sum + d.amount, 0n);
  return { limit, total, allowed: total >= limit ? 0n : limit - total };
}

export const ACH_MESSAGES = {
  notEligible: 'ACH is available to US businesses adding US dollars.',
  overLimit: (r: AchRollingLimit) =>
    `This is more than your ACH limit allows. You can add up to ${formatMoney(r.allowed, ACH_CURRENCY, { withCode: true })} by ACH now (${formatMoney(r.limit, ACH_CURRENCY, { withCode: true })} in any ${ACH_ROLLING_WINDOW_DAYS} days).`,
  chooseAccount: 'Please choose a linked bank account.',
  accountNotLinked: 'This bank account is not linked yet.',
  linkFailed: 'We could not verify this bank account. Please check the details and try again.',
  returned: (reason: string) => `Your bank returned the ACH debit: ${reason}. Nothing was added to your account.`,
  holderName: 'Account holder name is required',
  accountNumber: 'Account number must be 4 to 17 digits',
  routingNumber: 'Invalid ACH code',
  accountType: 'Please choose the account type',
  duplicate: 'This bank account is already linked.',
} as const;

/** ABA routing numbers: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export const isAchAccountNumber = (value: string) => /^\d{4,17}$/.test(value);

/** How a linked account's number is shown and answered: its last four only. */
export const maskAccountNumber = (accountNumber: string) => `••••${accountNumber.slice(-4)}`;

export type AchLinkInput = {
  holderName: string;
  accountNumber: string;
  routingNumber: string;
  accountType: string;
};

/** The link form's problems by field, in the words the form shows; empty when it can be sent. */
export function achLinkProblems(input: AchLinkInput): Partial<Record<keyof AchLinkInput, string>> {
  const problems: Partial<Record<keyof AchLinkInput, string>> = {};
  if (input.holderName.trim() === '') problems.holderName = ACH_MESSAGES.holderName;
  if (!isAchAccountNumber(input.accountNumber.trim())) problems.accountNumber = ACH_MESSAGES.accountNumber;
  if (!isAbaRoutingNumber(input.routingNumber.trim())) problems.routingNumber = ACH_MESSAGES.routingNumber;
  if (!(ACH_ACCOUNT_TYPES as readonly string[]).includes(input.accountType)) {
    problems.accountType = ACH_MESSAGES.accountType;
  }
  return problems;
}
