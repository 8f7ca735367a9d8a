import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db.ts';
import { createDb, type Db } from './client.ts';
import { statementNames } from './prepared-statements.ts';

// PostgreSQL only (PGlite sends every statement unnamed): a statement with parameters is parsed and planned once per
// connection, then only bound and run.
let db: Db & { url?: string };

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('[DB] prepared statements on PostgreSQL', () => {
  it('parses a statement with parameters once per connection from its third use, inside transactions too', async () => {
    const nameOf = statementNames();
    const one = await createDb({ databaseUrl: db.url!, poolSize: 1, statementNames: nameOf });
    try {
      const text = 'SELECT count(*) AS n FROM clients WHERE created_at > $1';
      const prepared = () =>
        one.query<{ name: string; statement: string }>(
          'SELECT name, statement FROM pg_prepared_statements WHERE statement = $1',
          [text],
        );
      for (const since of ['2020-01-01', '2021-01-01']) await one.query(text, [since]);
      // Sent as text twice: a statement is named from its third use.
      expect((await prepared()).rows).toEqual([]);
      await one.query(text, ['2022-01-01']);
      await one.tx((tx) => tx.query(text, ['2023-01-01']));
      expect((await prepared()).rows).toEqual([{ name: nameOf(text), statement: text }]);
    } finally {
      await one.close();
    }
  });
});
