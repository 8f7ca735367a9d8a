import type { ErrorCode } from '@corridor/domain/errors';

/**
 * What PostgreSQL refused because of what a caller sent, as the API's answer instead of a 500. Input should be
 * refused long before (zod schemas, the text guard, amount ceilings): reaching here means a check is missing, so
 * the handler logs it, but the caller still learns it was their request and nothing changed.
 */
// Class 22 "data exception": numeric_value_out_of_range 22003, invalid_text_representation 22P02,
// datetime_field_overflow 22008, invalid_datetime_format 22007, character_not_in_repertoire 22021 (NUL),
// untranslatable_character 22P05 (\u0000 in jsonb), string_data_right_truncation 22001; check_violation 23514;
// program_limit_exceeded 54000 (a value too large for an index).
const INVALID_INPUT = new Set(['22003', '22P02', '22008', '22007', '22021', '22P05', '22001', '23514', '54000']);
// unique_violation: two requests created the same thing at once; serialization_failure and deadlock_detected:
// they collided and the retries ran out. Either way, trying again gets a proper answer.
const CONFLICT = new Set(['23505', '40001', '40P01']);

type PgError = { code?: unknown; severity?: unknown };

/** An error raised by PostgreSQL or PGlite (both carry a SQLSTATE and a severity). */
function isDatabaseError(err: unknown): err is { code: string } {
  const e = err as PgError | null;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/** The error a database refusal stands for, or undefined when it is a fault of ours (a 500). */
export function databaseRefusal(err: unknown): { code: ErrorCode; message?: string } | undefined {
  if (!isDatabaseError(err)) return undefined;
  if (INVALID_INPUT.has(err.code)) return { code: 'INVALID_INPUT' };
  // A movement on an account closed between the service's check and its insert (036_closed_accounts_move_nothing).
  if (err.code === 'L0006') return { code: 'ACCOUNT_CLOSED' };
  // A payout paid by a saved card deleted between its check and its insert (038_closed_accounts_and_deleted_cards).
  if (err.code === 'L0007') return { code: 'CARD_NOT_FOUND' };
  if (CONFLICT.has(err.code)) {
    return { code: 'CONFLICT', message: 'This changed at the same time as your request. Please try again.' };
  }
  return undefined;
}
