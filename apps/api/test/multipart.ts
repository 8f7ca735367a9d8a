import { randomBytes } from 'node:crypto';

export type FilePart = { field?: string; name: string; contentType?: string; bytes: Buffer };

/**
 * A multipart/form-data body as a browser sends it: the text fields in order, then the file parts. Returns the
 * payload and the headers to send with it (app.inject does not build forms).
 */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----corridor${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small files whose first bytes are what they claim, and one that only its name calls a PDF. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  text: Buffer.from('This is a plain text file, whatever its name says.\n'),
};
