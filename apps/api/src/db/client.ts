import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that can run a parameterised statement: the pool itself or one transaction. */
export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside one database transaction; it commits when `fn` resolves and rolls back when it throws. */
  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: calls `onMessage` for every NOTIFY on `channel`, from any process. */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<void>;
};

// int8 comes back as bigint (money is bigint minor units); numeric stays a string (rates are decimal strings).
pg.types.setTypeParser(20, (v) => BigInt(v));
pg.types.setTypeParser(1700, (v) => v);

export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  schema?: string;
  poolSize?: number;
};

export async function createDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options) : createPglite(options);
}

async function createPglite({ dataDir }: DbOptions): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Options in one object: with a separate first argument, an undefined dataDir would drop the parsers.
  const db = new PGlite({ dataDir, parsers: { [pgliteTypes.INT8]: (v: string) => BigInt(v) } });
  await db.waitReady;
  const run: Queryable['query'] = async (sql, params) => {
    const res = await db.query(sql, params as unknown[] | undefined);
    return { rows: res.rows as never[] };
  };
  return {
    kind: 'pglite',
    query: run,
    exec: async (sql) => {
      await db.exec(sql);
    },
    // PGlite is one connection: its transaction() holds an exclusive lock, so concurrent requests queue.
    tx: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async (sql, params) => {
            const res = await tx.query(sql, params as unknown[] | undefined);
            return { rows: res.rows as never[] };
          },
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}

async function createPostgres(url: string, options: DbOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  if (options.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    await admin.end();
  }
  const listeners: pg.Client[] = [];
  // An idle pooled connection that the server drops (restart, failover) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool connection error:', err.message));
  const query: Queryable['query'] = async (sql, params) => {
    const res = await pool.query(sql, params);
    return { rows: res.rows };
  };
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
      await client.query(`LISTEN ${channel}`);
      listeners.push(client);
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}
