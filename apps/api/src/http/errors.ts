import { readableZodMessage } from '@corridor/contracts/zod-messages';
import { ERRORS, type ErrorBody, type ErrorCode, type FieldError } from '@corridor/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { databaseRefusal } from './database-errors.ts';

export function body(code: ErrorCode, message?: string, errors?: FieldError[]): ErrorBody {
  return { code, message: message ?? ERRORS[code].message, ...(errors ? { errors } : {}) };
}

/** The one handler: AppError, schema, body and database refusals each become the error body; 5xx detail is hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  // Schema refusals in a person's words (contracts/zod-messages.ts), as the web shows its own.
  z.config({ customError: readableZodMessage });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(body(err.code, err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.flatMap((v) => {
        const base = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (v.params as { keys?: string[] }).keys;
        if (v.keyword === 'unrecognized_keys' && keys) {
          return keys.map((k) => ({ field: base ? `${base}.${k}` : k, message: 'Unknown field' }));
        }
        return [{ field: base || (err.validationContext ?? 'body'), message: v.message ?? 'Invalid value' }];
      });
      return reply.status(400).send(body('VALIDATION_ERROR', errors[0]?.message, errors));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err.statusCode === 400 && err instanceof SyntaxError)) {
      return reply.status(400).send(body('MALFORMED_JSON'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.status(400).send(body('MALFORMED_JSON'));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE'));
    if (isResponseSerializationError(err)) req.log.error({ err }, 'response did not match its schema');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ code: err.code ?? 'BAD_REQUEST', message: err.message });
    }
    const refusal = databaseRefusal(err);
    if (refusal) {
      req.log.warn({ err }, 'the database refused this request: a check or a lock is missing before it');
      return reply.status(ERRORS[refusal.code].status).send(body(refusal.code, refusal.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('UNEXPECTED_ERROR'));
  });
}
