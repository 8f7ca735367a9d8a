import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ensureSecret } from '../../platform/app-secrets.ts';
import type { ClientRate } from './fx-pricing.ts';

/**
 * `rate_signature`: the quote itself plus an HMAC-SHA256 over it, so lockFxRate needs no stored quote (getFxRate
 * writes nothing) and nobody can change a rate, a pair, an expiry or the client it was quoted for.
 * Format: `v1.<base64url JSON of the quote fields, in a fixed order>.<base64url HMAC of everything before it>`.
 */
export type SignedQuote = ClientRate & { client_id: string; quoted_at: string; expires_at: string };

const VERSION = 'v1';
const SECRET_NAME = 'fx-quote-hmac';

// The key is made on first use and kept in app_secrets, so a production install is safe with no configuration and
// every process signs alike; each process reads it once (per database, as tests run several apps in one process).
// Kept as a KeyObject: createHmac then skips importing the key on every quote.
const secrets = new WeakMap<Db, Promise<KeyObject>>();

function secretOf(db: Db): Promise<KeyObject> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = ensureSecret(db, SECRET_NAME, randomBytes(32)).then((bytes) => createSecretKey(bytes));
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const FIELDS = [
  'client_id',
  'source_currency',
  'destination_currency',
  'base_fx_rate',
  'fx_rate',
  'margin',
  'quoted_at',
  'expires_at',
] as const satisfies readonly (keyof SignedQuote)[];

const mac = (secret: KeyObject, signed: string) => createHmac('sha256', secret).update(signed).digest();

export async function signQuote(db: Db, quote: SignedQuote): Promise<string> {
  const payload = Buffer.from(JSON.stringify(FIELDS.map((f) => quote[f]))).toString('base64url');
  const signed = `${VERSION}.${payload}`;
  return `${signed}.${mac(await secretOf(db), signed).toString('base64url')}`;
}

/**
 * Another kind of quote (FX hedging's forward quotes), signed with the same key under its own `purpose`, which
 * takes the version's place: `<purpose>.<base64url JSON of [name, value] pairs by name>.<HMAC>`. A signature of one
 * purpose never reads as another's, nor as a spot quote (whose version is "v1").
 */
export async function signFields(db: Db, purpose: string, fields: Record<string, string>): Promise<string> {
  checkPurpose(purpose);
  const pairs = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signed = `${purpose}.${Buffer.from(JSON.stringify(pairs)).toString('base64url')}`;
  return `${signed}.${mac(await secretOf(db), signed).toString('base64url')}`;
}

/** The fields of a `purpose` signature this server made, or undefined for anything else. */
export async function readSignedFields(
  db: Db,
  purpose: string,
  signature: string,
): Promise<Record<string, string> | undefined> {
  checkPurpose(purpose);
  const values = await verified(db, purpose, signature);
  const isPair = (p: unknown) => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'string');
  if (!Array.isArray(values) || !values.every(isPair)) return undefined;
  return Object.fromEntries(values as [string, string][]);
}

function checkPurpose(purpose: string) {
  if (purpose === VERSION || !/^[a-z][a-z0-9-]{1,30}$/.test(purpose)) throw new Error(`Bad purpose "${purpose}"`);
}

/** The JSON inside a signature of `prefix` whose HMAC is right, or undefined. */
async function verified(db: Db, prefix: string, signature: string): Promise<unknown> {
  const parts = signature.split('.');
  if (parts.length !== 3 || parts[0] !== prefix) return undefined;
  const expected = mac(await secretOf(db), `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2]!, 'base64url');
  // Base64url decoding skips what it does not know: compare bytes, and only equal lengths (timingSafeEqual's rule).
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString());
  } catch {
    return undefined;
  }
}

/** The quote inside a signature this server made, or undefined for anything else (edited, garbled, forged). */
export async function readSignedQuote(db: Db, signature: string): Promise<SignedQuote | undefined> {
  const values = await verified(db, VERSION, signature);
  if (!Array.isArray(values) || values.length !== FIELDS.length || !values.every((v) => typeof v === 'string')) {
    return undefined;
  }
  return Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as SignedQuote;
}
