import { textProblem } from './text.ts';

/**
 * Documents a business uploads (spec §7: FX hedging onboarding documents, a payout's supporting documents): what is
 * accepted — PDF, PNG or JPEG by content, 1 byte to 10 MB, a readable name — and the words for what is not. The API
 * enforces these; the web checks the same before sending.
 */

/** The largest document accepted: 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_NAME_MAX = 200;

/** Accepted documents, by what their first bytes say they are (a name ending in .pdf proves nothing). */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];
/** For the file picker's `accept`: a hint to the browser, checked again by content. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const SIGNATURES: readonly { type: DocumentMediaType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** Bytes to read from the start of a file to know its type. */
export const SNIFF_BYTES = 8;

/** The document type the file's first bytes show, or null for anything else. */
export function sniffDocumentType(head: Uint8Array): DocumentMediaType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

export const DOCUMENT_MESSAGES = {
  empty: 'This file is empty. Choose the document again.',
  tooBig: 'File size too big. Upload a file of up to 10 MB.',
  wrongFormat: 'Incorrect file format. Upload a PDF, PNG or JPEG file.',
  nameTooLong: `The file name is too long: at most ${DOCUMENT_NAME_MAX} characters.`,
  chooseFile: 'Choose a file to upload.',
} as const;

export type DocumentProblem = {
  code: 'FILE_MUST_NOT_BE_EMPTY' | 'FILE_TOO_BIG' | 'UNSUPPORTED_FILE_FORMAT';
  message: string;
};

/**
 * What is wrong with a file, from its size and first bytes (`head`, at least SNIFF_BYTES of them), or null when it is
 * accepted. The web checks what it can before sending (size, and the bytes it reads); the API checks again.
 */
export function documentProblem(file: { size: number; head: Uint8Array }): DocumentProblem | null {
  if (file.size <= 0) return { code: 'FILE_MUST_NOT_BE_EMPTY', message: DOCUMENT_MESSAGES.empty };
  if (file.size > DOCUMENT_MAX_BYTES) return { code: 'FILE_TOO_BIG', message: DOCUMENT_MESSAGES.tooBig };
  if (!sniffDocumentType(file.head)) return { code: 'UNSUPPORTED_FILE_FORMAT', message: DOCUMENT_MESSAGES.wrongFormat };
  return null;
}

/**
 * The file's name as a person would read it — no folders (old browsers send "C:\scans\a.pdf"), trimmed, "document"
 * when nothing is left — or the problem with it (control characters, longer than DOCUMENT_NAME_MAX).
 */
export function documentName(name: string): { name: string; problem: null } | { name: null; problem: string } {
  const base = (name.split(/[\\/]/).pop() ?? '').trim();
  const problem = textProblem(base, { allowLineBreaks: false });
  if (problem) return { name: null, problem };
  if (base.length > DOCUMENT_NAME_MAX) return { name: null, problem: DOCUMENT_MESSAGES.nameTooLong };
  return { name: base === '' ? 'document' : base, problem: null };
}

/** "1.2 MB", "350 KB", "900 bytes": a file size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toString()} MB`;
}
