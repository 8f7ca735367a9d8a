import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import { allInOrder, type Db } from './client.ts';
import { statementNames } from './prepared-statements.ts';

// Statements in a transaction are sent as soon as they are asked for (pipelined on PostgreSQL), so a caller may ask
// for several at once and need not wait for one whose answer it does not use. These are the rules that make it safe.

let db: Db & { url?: string };

beforeAll(async () => {
  db = await createTestDb();
  await db.exec('CREATE TABLE pipeline_probe (id int PRIMARY KEY, note text NOT NULL)');
});
afterAll(() => db.close());

const notes = async () =>
  (await db.query<{ id: number }>('SELECT id FROM pipeline_probe ORDER BY id')).rows.map((r) => r.id);

describe('[DB] statements of one transaction', () => {
  it('asked for together, run in the order asked and see each other', async () => {
    const [, , seen] = await db.tx((tx) =>
      allInOrder([
        tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [1, 'first']),
        tx.query('UPDATE pipeline_probe SET note = $2 WHERE id = $1', [1, 'second']),
        tx.query<{ note: string }>('SELECT note FROM pipeline_probe WHERE id = $1', [1]),
      ]),
    );
    expect(seen.rows).toEqual([{ note: 'second' }]);
    await db.query('DELETE FROM pipeline_probe');
  });

  it('one nobody waited for fails the whole transaction with its own error, and nothing is kept', async () => {
    const run = db.tx(async (tx) => {
      await tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [2, 'kept only with the rest']);
      void tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [3, null]);
      return 'done';
    });
    await expect(run).rejects.toMatchObject({ code: '23502' });
    expect(await notes()).toEqual([]);
  });

  it('one nobody waited for is committed with the rest when it succeeds', async () => {
    await db.tx(async (tx) => {
      await tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [4, 'awaited']);
      void tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [5, 'sent with the commit']);
    });
    expect(await notes()).toEqual([4, 5]);
    await db.query('DELETE FROM pipeline_probe');
  });

  it('a failure its caller recovered from (rolled back to a savepoint) does not stop the commit', async () => {
    await db.tx(async (tx) => {
      await tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [8, 'kept']);
      await tx.query('SAVEPOINT probe');
      await expect(tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [9, null])).rejects.toMatchObject({
        code: '23502',
      });
      await tx.query('ROLLBACK TO SAVEPOINT probe');
    });
    expect(await notes()).toEqual([8]);
    await db.query('DELETE FROM pipeline_probe');
  });

  it('asked for together, fail with the first failure, not the refusals after it', async () => {
    await db.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [6, 'there already']);
    const run = db.tx((tx) =>
      allInOrder([
        tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [7, 'rolled back']),
        tx.query('INSERT INTO pipeline_probe VALUES ($1, $2)', [6, 'duplicate']),
        tx.query('SELECT count(*) FROM pipeline_probe'),
        tx.query('SELECT count(*) FROM pipeline_probe'),
      ]),
    );
    await expect(run).rejects.toMatchObject({ code: '23505' });
    expect(await notes()).toEqual([6]);
    await db.query('DELETE FROM pipeline_probe');
  });
});

describe('[DB] allInOrder', () => {
  it('fails with the first failure in the order given, even when a later one settles first', async () => {
    const first = new Promise((_, reject) => setTimeout(() => reject(new Error('the cause')), 20));
    const refusal = Promise.reject(new Error('current transaction is aborted'));
    await expect(allInOrder([Promise.resolve(1), first, refusal])).rejects.toThrow('the cause');
    await expect(allInOrder([Promise.resolve(1), Promise.resolve('two')])).resolves.toEqual([1, 'two']);
  });
});

describe('[DB] prepared statement names', () => {
  const text = 'SELECT id FROM pipeline_probe WHERE id = $1';

  it('name a text from its third use, by its digest: the same in every process, one per text', () => {
    const first = statementNames();
    const second = statementNames();
    expect([first(text), first(text)]).toEqual([undefined, undefined]);
    const name = first(text);
    expect(name).toMatch(/^c_[\w-]{24}$/);
    expect(first(text)).toBe(name);
    expect([second(text), second(text), second(text)]).toEqual([undefined, undefined, name]);
    const other = `${text} AND note = $2`;
    expect([first(other), first(other), first(other)]).not.toContain(name);
  });

  it('leave very long texts unnamed, and stop naming past the limit', () => {
    const nameOf = statementNames({ maxNames: 2, usesBeforeNaming: 1 });
    expect(nameOf(`SELECT $1 ${'-'.repeat(20_000)}`)).toBeUndefined();
    expect(nameOf('SELECT $1')).toBeDefined();
    expect(nameOf('SELECT $1, $2')).toBeDefined();
    expect(nameOf('SELECT $1, $2, $3')).toBeUndefined();
    expect(nameOf('SELECT $1')).toBeDefined();
  });
});
