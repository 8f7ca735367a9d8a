import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import type { Db } from '../db/client.ts';
import { registerErrorHandler } from './errors.ts';

/**
 * What the database refuses because of a request's input is a 4xx, not a 500: the last line behind the checks
 * that should have caught it first. Real statements on the real database raise the real errors.
 */
let db: Db;
const app = Fastify();

const REFUSED_INPUT: Record<string, string> = {
  '22003 numeric out of range': 'SELECT 9223372036854775807::int8 + $1::int8',
  '22P02 invalid text representation': "SELECT 'not-a-uuid'::uuid WHERE $1::int IS NOT NULL",
  '22008 datetime field overflow': "SELECT '2026-02-30'::date WHERE $1::int IS NOT NULL",
  '22007 invalid datetime format': "SELECT 'yesterday-ish'::timestamptz WHERE $1::int IS NOT NULL",
  '22021 NUL in text': "SELECT $1::text || 'x' WHERE $1::text IS NOT NULL",
};

beforeAll(async () => {
  db = await createTestDb();
  registerErrorHandler(app);
  app.get('/refuse/:name', async (req) => {
    const sql = REFUSED_INPUT[(req.params as { name: string }).name]!;
    await db.query(sql, [sql.includes('$1::text') ? 'a\u0000b' : 1]);
    return { ok: true };
  });
  app.get('/duplicate', async () => {
    await db.query("INSERT INTO feature_flags (feature, enabled) VALUES ('CSAT_RATING_DISABLED', false)");
    return { ok: true };
  });
  app.get('/bug', async () => {
    await db.query('SELECT * FROM no_such_table');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('[DB ERRORS] database refusals become API answers', () => {
  it.each(Object.keys(REFUSED_INPUT))('%s → 400 INVALID_INPUT', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/refuse/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'A value in this request is not valid or out of range.',
    });
  });

  it('a unique violation (two requests creating the same thing at once) is a 409 CONFLICT', async () => {
    const res = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('a fault of ours (a missing table) stays a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('UNEXPECTED_ERROR');
  });
});
