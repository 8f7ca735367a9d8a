import { ERRORS, type ErrorCode, type FieldError } from '@corridor/domain/errors';

/**
 * A rule broken on purpose. Services, the ledger and the HTTP plumbing throw it; one Fastify error handler
 * (http/errors.ts) turns it into the error body with the catalogue's status and message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  /** Sent as Retry-After: when a refused caller may try again. */
  readonly retryAfterSeconds?: number;
  constructor(
    code: ErrorCode,
    opts: { message?: string; errors?: FieldError[]; status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(opts.message ?? ERRORS[code].message);
    this.code = code;
    this.status = opts.status ?? ERRORS[code].status;
    this.errors = opts.errors;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}
