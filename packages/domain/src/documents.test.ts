import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentName,
  documentProblem,
  formatFileSize,
  sniffDocumentType,
} from './documents.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);

describe('[DOCUMENTS] what a business may upload', () => {
  it('knows PDF, PNG and JPEG by their first bytes, whatever the name says', () => {
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00 an executable'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('%PDx not quite'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0x25, 0x50]))).toBeNull();
  });

  it('refuses an empty file, one over 10 MB and one of another type, in the spec’s words', () => {
    expect(documentProblem({ size: 0, head: new Uint8Array() })).toEqual({
      code: 'FILE_MUST_NOT_BE_EMPTY',
      message: DOCUMENT_MESSAGES.empty,
    });
    expect(documentProblem({ size: DOCUMENT_MAX_BYTES + 1, head: PDF })?.message).toMatch(/^File size too big/);
    expect(documentProblem({ size: DOCUMENT_MAX_BYTES, head: PDF })).toBeNull();
    expect(documentProblem({ size: 20, head: new TextEncoder().encode('hello, world, a text') })?.message).toMatch(
      /^Incorrect file format/,
    );
  });

  it('shows file sizes as people read them', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(DOCUMENT_MAX_BYTES)).toBe('10 MB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });

  it('keeps the name a person reads: no folders, no control characters, not too long', () => {
    expect(documentName('C:\\scans\\invoice 12.pdf')).toEqual({ name: 'invoice 12.pdf', problem: null });
    expect(documentName('/tmp/')).toEqual({ name: 'document', problem: null });
    expect(documentName('a\u0001b.pdf').problem).not.toBeNull();
    expect(documentName(`${'x'.repeat(201)}.pdf`)).toEqual({ name: null, problem: DOCUMENT_MESSAGES.nameTooLong });
  });
});
