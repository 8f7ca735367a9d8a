import type { FailureRule, RateRule } from '../../platform/rate-limit.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_WRONG_TRIES = 5;
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** last_seen_at is written at most this often, so an active session costs no write per request. */
export const SESSION_TOUCH_MS = MINUTE;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;

/**
 * Counters over fixed windows. Per-account counters are keyed by the email typed, so unknown accounts are treated
 * alike and nothing leaks; the code-mail counter is counted only after the password is right, so a stranger
 * without it cannot use up the real user's codes.
 */
export const LIMITS = {
  codeRequestPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codeRequestPerIp: { limit: 30, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 60, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** Wrong passwords for one account from every source: at the limit the owner gets one warning mail per window. */
  passwordFailAlertPerAccount: { limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/**
 * Wrong passwords slow the one who sends them instead of locking the account: keyed on account and source, the
 * sixth failure waits 2 s, then 4 s, 8 s… up to 15 minutes; an hour without failures forgets them. The real user,
 * from their own address, is never kept out by a stranger.
 */
export const PASSWORD_FAILURES = {
  perAccountAndSource: { free: 5, firstDelayMs: 2 * SECOND, maxDelayMs: 15 * MINUTE, resetAfterMs: HOUR },
  /** One source guessing across many accounts. */
  perSource: { free: 30, firstDelayMs: 2 * SECOND, maxDelayMs: 15 * MINUTE, resetAfterMs: HOUR },
  /**
   * Wrong current passwords in Settings, per session: a stolen cookie cannot guess the password at full speed, and
   * the owner's other sessions (and a fresh sign-in, which needs the password) are never slowed by it.
   */
  perSessionOnChange: { free: 5, firstDelayMs: 2 * SECOND, maxDelayMs: 15 * MINUTE, resetAfterMs: HOUR },
} satisfies Record<string, FailureRule>;

/**
 * An admin adding a user whose email already signs in at another business: emails are one sign-in across Corridor,
 * so the refusal says the email is taken, and counting those refusals per business keeps an admin from testing
 * address after address to learn who banks here. Ten are free within an hour, then each waits twice as long as the
 * one before (1 minute, 2, 4… up to an hour).
 */
export const FOREIGN_EMAIL_REFUSALS = {
  free: 10,
  firstDelayMs: MINUTE,
  maxDelayMs: HOUR,
  resetAfterMs: HOUR,
} satisfies FailureRule;

/**
 * Wrong codes from an authenticator app, or wrong recovery codes, per account: as an emailed code dies after 5 wrong
 * tries, the fifth wrong one within 15 minutes makes the account wait 15 minutes before the next try.
 */
export const APP_CODE_FAILURES = {
  free: 5,
  firstDelayMs: 15 * MINUTE,
  maxDelayMs: 15 * MINUTE,
  resetAfterMs: 15 * MINUTE,
} satisfies FailureRule;
