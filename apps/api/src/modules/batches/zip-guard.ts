import { inflateRawSync } from 'node:zlib';

/**
 * Checks a ZIP container (an XLSX) before any library opens it: a zip bomb (entries that inflate far beyond their
 * size, or thousands of them) or a file that is a ZIP but not a workbook is refused here. The central directory is
 * read from the end of the file; each entry is then inflated with a cap on its output (its declared size, so a
 * header that lies about it fails), one at a time, and thrown away.
 */
export const ZIP_LIMITS = {
  /** A workbook has a dozen parts; a few hundred is already odd. */
  maxEntries: 200,
  /** All parts inflated together (a 10,000-row sheet is a few MB). */
  maxTotalBytes: 100 * 1024 * 1024,
  /** One part may inflate to at most this many times its compressed size (XML compresses ~10–20×). */
  maxRatio: 200,
} as const;

export type ZipProblem = 'not-zip' | 'bomb' | 'not-workbook';

type Entry = { name: string; method: number; compressed: number; size: number; localOffset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function centralDirectory(buf: Buffer): Entry[] | 'not-zip' | 'bomb' {
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (its comment is at most 64 KB).
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'not-zip';
  const count = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers (0xFFFF entries, 0xFFFFFFFF offset) mean a container far bigger than any batch file.
  if (count === 0xffff || offset === 0xffffffff) return 'bomb';
  if (count > ZIP_LIMITS.maxEntries) return 'bomb';
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return 'not-zip';
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressed: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflatesWithin(buf: Buffer, e: Entry): boolean {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) return false;
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressed);
  if (data.length !== e.compressed) return false;
  if (e.method === 0) return e.compressed === e.size;
  if (e.method !== 8) return false;
  try {
    // One byte over the declared size throws: the header lied, the part is not what it says.
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
    return out.length === e.size;
  } catch {
    return false;
  }
}

/** null when `buf` is a workbook ZIP within the limits, else why not. */
export function zipProblem(buf: Buffer): ZipProblem | null {
  const entries = centralDirectory(buf);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (total > ZIP_LIMITS.maxTotalBytes) return 'bomb';
    if (e.size > Math.max(64 * 1024, e.compressed * ZIP_LIMITS.maxRatio)) return 'bomb';
  }
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'not-workbook';
  for (const e of entries) {
    if (!e.name.endsWith('/') && !inflatesWithin(buf, e)) return 'bomb';
  }
  return null;
}
