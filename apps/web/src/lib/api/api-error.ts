import { ERRORS, type FieldError } from '@corridor/domain/errors';

/** Spec §8: what a user sees when the network or the server fails without telling us why. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong! Please try again.';

/** Every failed API call ends as one of these, so pages handle errors by `code`, never by parsing text. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fieldErrors: readonly FieldError[];
  /** The call ended the session (spec §8); the app has already signed the user out, so pages stay quiet. */
  readonly isSessionError: boolean;

  constructor(opts: {
    code: string;
    status: number;
    message?: string;
    fieldErrors?: FieldError[];
    isSession?: boolean;
  }) {
    super(opts.message || defaultMessage(opts.code));
    this.name = 'ApiError';
    this.code = opts.code;
    this.status = opts.status;
    this.fieldErrors = opts.fieldErrors ?? [];
    this.isSessionError = opts.isSession ?? false;
  }

  /** The message for `field`, if the server named one. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

function defaultMessage(code: string): string {
  return code in ERRORS ? ERRORS[code as keyof typeof ERRORS].message : GENERIC_ERROR_MESSAGE;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a request we cancelled ourselves (route change, session end); never worth a message. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/**
 * The spec's words (§8, the error catalogue) for something that failed to load, never the server's own text,
 * which may carry detail meant for developers: a lost connection asks to try again, a failure on our side says
 * so, and a refusal we know reads as the catalogue has it.
 */
export function loadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') return GENERIC_ERROR_MESSAGE;
  if (error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') return ERRORS.UNEXPECTED_ERROR.message;
  return error.code in ERRORS ? ERRORS[error.code as keyof typeof ERRORS].message : GENERIC_ERROR_MESSAGE;
}
