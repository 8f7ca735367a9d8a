import { createHash } from 'node:crypto';
import {
  type DocumentMediaType,
  documentName,
  documentProblem,
  SNIFF_BYTES,
  sniffDocumentType,
} from '@corridor/domain/documents';
import { AppError } from '../errors.ts';

/** A file as it arrived: the name the browser sent and its bytes (at most 10 MB, read by http/document-upload.ts). */
export type UploadedFile = { fileName: string; bytes: Buffer };

/** A file that passed the document rules: a readable name, its type by content, its digest. */
export type AcceptedDocument = {
  fileName: string;
  mediaType: DocumentMediaType;
  bytes: Buffer;
  sizeBytes: number;
  sha256: string;
};

/**
 * The document rules every upload applies (packages/domain documents.ts), in the spec's words on the `file` field: a
 * name without control characters or over 200 characters; empty, over 10 MB, or not a PDF, PNG or JPEG by its first
 * bytes (whatever its name or declared type) is refused.
 */
export function acceptDocument(file: UploadedFile): AcceptedDocument {
  const name = documentName(file.fileName);
  if (name.problem !== null) throw fileError('VALIDATION_ERROR', name.problem);
  const head = file.bytes.subarray(0, SNIFF_BYTES);
  const problem = documentProblem({ size: file.bytes.length, head });
  if (problem) throw fileError(problem.code, problem.message);
  return {
    fileName: name.name,
    mediaType: sniffDocumentType(head)!,
    bytes: file.bytes,
    sizeBytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

function fileError(
  code: 'VALIDATION_ERROR' | 'FILE_MUST_NOT_BE_EMPTY' | 'FILE_TOO_BIG' | 'UNSUPPORTED_FILE_FORMAT',
  message: string,
) {
  return new AppError(code, { message, errors: [{ field: 'file', message }] });
}
