import { documentProblem, SNIFF_BYTES } from '@corridor/domain/documents';

/**
 * What is wrong with a file before it is sent, by the rules the API applies (packages/domain): empty, over 10 MB,
 * or not a PDF, PNG or JPEG by its first bytes. Null when it may be uploaded; the API checks again.
 */
export async function fileProblem(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return documentProblem({ size: file.size, head })?.message ?? null;
}
