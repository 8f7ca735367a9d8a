import { DOCUMENT_MAX_BYTES } from '@corridor/domain/documents';
import { describe, expect, it } from 'vitest';
import { fileProblem } from './upload-check.ts';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);

/** A Blob of `size` bytes starting with `head`, without allocating the rest (the size check reads only .size). */
function blobOf(head: Uint8Array<ArrayBuffer>, size = head.length): Blob {
  const blob = new Blob([head]);
  return size === head.length
    ? blob
    : ({ size, slice: (start?: number, end?: number) => blob.slice(start, end) } as Blob);
}

describe('[DOCUMENTS] checking a document before it is uploaded', () => {
  it('lets a PDF through, and a PNG or JPEG named anything', async () => {
    expect(await fileProblem(blobOf(pdf))).toBeNull();
    expect(await fileProblem(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 1, 2, 3, 4])]))).toBeNull();
  });

  it('refuses an empty file, one over 10 MB and a text file, in the API’s words', async () => {
    expect(await fileProblem(new Blob([]))).toBe('This file is empty. Choose the document again.');
    expect(await fileProblem(blobOf(pdf, DOCUMENT_MAX_BYTES + 1))).toBe(
      'File size too big. Upload a file of up to 10 MB.',
    );
    expect(await fileProblem(new Blob(['just some text, renamed .pdf']))).toBe(
      'Incorrect file format. Upload a PDF, PNG or JPEG file.',
    );
  });
});
