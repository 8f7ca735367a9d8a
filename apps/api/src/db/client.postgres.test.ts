import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import { createDb, type Db } from './client.ts';

// One connection, so pg_prepared_statements (which is per connection) shows everything this pool prepared.
let owner: Db & { url?: string };
let db: Db;

beforeAll(async () => {
  owner = await createTestDb();
  db = await createDb({ databaseUrl: owner.url!, poolSize: 1, preparedLimit: 2 });
});
afterAll(async () => {
  await db.close();
  await owner.close();
});

const prepared = async () =>
  (
    await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')
  ).rows.map((r) => r.statement);

describe('[DB] statements with parameters are prepared once per connection, up to a limit', () => {
  it('prepares a statement with parameters by name, in and out of a transaction, and reuses it', async () => {
    const sum = 'SELECT $1::int + 1 AS n';
    expect((await db.query<{ n: number }>(sum, [1])).rows).toEqual([{ n: 2 }]);
    expect(await db.tx(async (tx) => (await tx.query<{ n: number }>(sum, [41])).rows)).toEqual([{ n: 42 }]);
    // Statements without parameters (scripts, this read itself) are not prepared.
    expect(await prepared()).toEqual([sum]);
  });

  it('past the limit of distinct texts, and for many parameters, statements go unnamed', async () => {
    await db.query('SELECT $1::text AS second', ['b']);
    await db.query('SELECT $1::text AS third', ['c']);
    const many = `SELECT ${Array.from({ length: 65 }, (_, i) => `$${i + 1}::int`).join(' + ')} AS total`;
    expect((await db.query<{ total: number }>(many, Array(65).fill(1))).rows).toEqual([{ total: 65 }]);
    expect(await prepared()).toEqual(['SELECT $1::int + 1 AS n', 'SELECT $1::text AS second']);
    // An unnamed statement still answers, every time.
    expect((await db.query<{ third: string }>('SELECT $1::text AS third', ['d'])).rows).toEqual([{ third: 'd' }]);
  });
});
