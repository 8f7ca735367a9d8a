import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { ensureSecret } from '../../platform/app-secrets.ts';

/**
 * Authenticator secrets at rest: AES-256-GCM under a key kept as the FX quote key is (app_secrets, made on first use,
 * so production needs no configuration and every process reads the same key). The user's id is the additional
 * data, so a sealed secret copied onto another user's row does not open. Format: `enc1.<iv>.<tag>.<ciphertext>`
 * (base64url); a base32 secret never contains a dot, so a row written before encryption reads as plain text.
 */
const KEY_NAME = 'totp-secret-aes256gcm';
const PREFIX = 'enc1';

// One key per database handle: a transaction reads it through its own handle, which is cheap (one indexed row).
const keys = new WeakMap<object, Promise<Buffer>>();

function keyOf(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = ensureSecret(db, KEY_NAME, randomBytes(32));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export const isSealed = (stored: string) => stored.startsWith(`${PREFIX}.`);

export async function sealTotpSecret(db: Queryable, userId: string, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret inside `stored`; a row from before encryption is answered as it is (the repository then seals it). */
export async function openTotpSecret(db: Queryable, userId: string, stored: string): Promise<string> {
  if (!isSealed(stored)) return stored;
  const [, iv, tag, body] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv!);
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
