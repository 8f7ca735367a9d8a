import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@corridor/domain/documents';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { UploadedFile } from '../platform/documents.ts';

/**
 * Multipart limits for a route scope that takes one document: a 10 MB file and at most `fields` small text fields,
 * nothing else. Register `@fastify/multipart` with these only in the scope of the upload routes.
 */
export function documentMultipartOptions(fields: number): FastifyMultipartOptions {
  return {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields, parts: fields + 1, fieldSize: 200, headerPairs: 100 },
  };
}

/** The upload route's own body limit: the multipart limits decide, this only has to let a 10 MB file through. */
export const DOCUMENT_BODY_LIMIT = DOCUMENT_MAX_BYTES + 1024 * 1024;

/**
 * The form's text fields (checked by `fields`; a problem of the form as a whole is reported on `formField`) and its
 * one file part named `fileField`, read into memory (at most 10 MB): anything else in the form, a second file, or a
 * file over the limit is refused (with `shape`, the sentence saying what to send) before a service sees it. The file's content is the service's to check (platform/documents.ts).
 */
export async function readDocumentUpload<S extends z.ZodType>(
  req: FastifyRequest,
  form: { fields: S; fileField: string; shape: string; formField?: string },
): Promise<{ fields: z.output<S>; file: UploadedFile }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: form.shape });
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === form.fileField && !file) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else {
        throw shapeError(part.fieldname, form.shape);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_BIG', { errors: [{ field: 'file', message: DOCUMENT_MESSAGES.tooBig }] });
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw shapeError('file', form.shape);
    throw err;
  }
  const parsed = form.fields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? form.formField ?? form.fileField);
    const message = issue.code === 'unrecognized_keys' ? form.shape : issue.message;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field, message }] });
  }
  if (!file) {
    const message = DOCUMENT_MESSAGES.chooseFile;
    throw new AppError('VALIDATION_ERROR', { message, errors: [{ field: 'file', message }] });
  }
  return { fields: parsed.data, file };
}

function shapeError(field: string, shape: string) {
  return new AppError('VALIDATION_ERROR', { message: shape, errors: [{ field, message: shape }] });
}
