import { AppError } from '../errors.ts';

type PgError = { code?: string; constraint?: string; message?: string };

const asPg = (err: unknown): PgError => (typeof err === 'object' && err !== null ? (err as PgError) : {});

/** PostgreSQL asks the transaction to be run again: a serialization failure or a deadlock victim. */
export function isRetryable(err: unknown): boolean {
  const { code } = asPg(err);
  return code === '40001' || code === '40P01';
}

/**
 * Turns what the database refused (its own invariants, see 002_ledger.sql) into the API's errors. Anything
 * else is rethrown unchanged: it is a bug, not a rule a caller broke.
 */
export function mapLedgerError(err: unknown): unknown {
  const { code, constraint, message } = asPg(err);
  if (code === '23514' && constraint === 'ledger_accounts_no_overdraft') return new AppError('INSUFFICIENT_FUNDS');
  if (code === '23514' && constraint === 'ledger_accounts_client_ceiling') return new AppError('ACCOUNT_LIMIT_REACHED');
  if (code === '23505' && constraint === 'ledger_transfers_pending_once') {
    return new AppError('INVALID_TRANSITION', { message: 'This pending transfer was already posted or voided.' });
  }
  if (code === 'L0002') return new AppError('NOT_FOUND', { message: 'Unknown ledger account.' });
  if (code === 'L0003') {
    return new AppError('VALIDATION_ERROR', { message: 'The transfer currency does not match its accounts.' });
  }
  if (code === 'L0004') return new AppError('INVALID_TRANSITION', { message: message ?? 'Not a pending transfer.' });
  return err;
}
