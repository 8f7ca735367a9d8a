import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories.ts';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { canonicalJson } from '../http/idempotency.ts';
import { runIdempotent } from './idempotency.ts';

let db: Db;
let clientId: string;
beforeAll(async () => {
  db = await createTestDb();
  clientId = (await createClient(db)).id;
});
afterAll(() => db.close());

describe('[IDEMPOTENCY] keys stored with their effect', () => {
  it('runs the effect once and replays its response', async () => {
    const idem = { key: randomUUID(), requestHash: 'h1' };
    let runs = 0;
    const effect = async () => ({ status: 201, body: { run: ++runs } });
    expect(await runIdempotent(db, clientId, idem, effect)).toEqual({ status: 201, body: { run: 1 }, isReplay: false });
    expect(await runIdempotent(db, clientId, idem, effect)).toEqual({ status: 201, body: { run: 1 }, isReplay: true });
    expect(runs).toBe(1);
  });

  it('forgets the key when the effect fails, so a retry runs again', async () => {
    const idem = { key: randomUUID(), requestHash: 'h2' };
    await expect(
      runIdempotent(db, clientId, idem, async (tx) => {
        await tx.query('SELECT 1');
        throw new AppError('INSUFFICIENT_FUNDS');
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const retry = await runIdempotent(db, clientId, idem, async () => ({ status: 200, body: { ok: true } }));
    expect(retry).toEqual({ status: 200, body: { ok: true }, isReplay: false });
  });

  it('refuses the key for a different request, and keeps keys per business', async () => {
    const key = randomUUID();
    await runIdempotent(db, clientId, { key, requestHash: 'a' }, async () => ({ status: 200, body: {} }));
    await expect(
      runIdempotent(db, clientId, { key, requestHash: 'b' }, async () => ({ status: 200, body: {} })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
    const other = (await createClient(db, { name: 'Other Pte Ltd' })).id;
    const res = await runIdempotent(db, other, { key, requestHash: 'b' }, async () => ({
      status: 200,
      body: { x: 1 },
    }));
    expect(res.isReplay).toBe(false);
  });

  it('hashes bodies whatever their key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});
