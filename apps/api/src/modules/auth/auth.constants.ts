import type { RateRule } from '../../http/rate-limit.ts';

const MINUTE = 60_000;

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_WRONG_TRIES = 5;
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
/** last_seen_at is written at most this often, so an active session costs no write per request. */
export const SESSION_TOUCH_MS = MINUTE;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;

export const LIMITS = {
  /** Code e-mails per account (by the email typed, so unknown accounts are limited alike and nothing leaks). */
  codeRequestPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codeRequestPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Wrong passwords per account before it is locked for the window; a locked account looks like a wrong password. */
  passwordFailPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  passwordFailPerIp: { limit: 50, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 60, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;
