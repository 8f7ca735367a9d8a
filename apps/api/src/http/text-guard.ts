import type { FieldError } from '@corridor/domain/errors';
import { textProblem } from '@corridor/domain/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Every text a request carries — body, query and path, of every route now and later — is checked here once,
 * before any schema or handler sees it (spec DESIGN §3 "Bad input gets a clear error and changes nothing"):
 * NUL and the other control characters, DEL, C1 and lone surrogates are refused with a field error. The JSON
 * body may hold TAB, LF and CR (comments and references are typed in text boxes, and JSON escapes them on the
 * way out, our CSV writer quotes them); a path or query value is never multi-line, so there they are refused.
 */
export function registerTextGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and most carry nothing to refuse.
  app.addHook('preValidation', (req: FastifyRequest, _reply, done) => {
    const errors = textErrors(req.params, 'params', false)
      .concat(textErrors(req.query, 'querystring', false))
      .concat(textErrors(req.body, 'body', true));
    done(errors.length > 0 ? new AppError('VALIDATION_ERROR', { message: errors[0]!.message, errors }) : undefined);
  });
}

// Enough to show someone what to fix; a body full of NULs should not earn a megabyte of errors back.
const MAX_ERRORS = 20;

/**
 * Field errors for every bad string and object key in `value`, named the way schema errors are ("label",
 * "items.0.name"; the part's name when the part itself is a string). Walks with its own stack: a deeply nested
 * body must not exhaust the call stack.
 */
function textErrors(value: unknown, part: string, allowLineBreaks: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if (value === undefined || value === null || isEmptyObject(value)) return errors;
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path: '' }];
  while (stack.length > 0 && errors.length < MAX_ERRORS) {
    const { value: v, path, key } = stack.pop()!;
    const keyProblem = key === undefined ? null : textProblem(key, { allowLineBreaks: false });
    if (keyProblem) errors.push({ field: path, message: keyProblem });
    if (typeof v === 'string') {
      const message = textProblem(v, { allowLineBreaks });
      if (message) errors.push({ field: path || part, message });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      // Pushed last to first, so errors come out in the order the fields were sent.
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        stack.push({ value: child, path: path ? `${path}.${printable(k)}` : printable(k), key: k });
      }
    }
  }
  return errors.slice(0, MAX_ERRORS);
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object') return false;
  for (const _ in value) return false;
  return true;
}

/** A key as it can be shown back: its control characters spelled out (\u0000) rather than sent raw. */
function printable(key: string): string {
  return JSON.stringify(key).slice(1, -1);
}
