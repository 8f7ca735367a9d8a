import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { processStatementNames, queryConfig, type StatementNames } from './prepared-statements.ts';

/** Anything that can run a parameterised statement: the pool itself or one transaction. */
export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside one database transaction; it commits when `fn` resolves and rolls back when it throws. Each
   * statement is sent as soon as it is asked for, so statements that do not need each other's answers go in one round
   * trip when asked for together (`allInOrder`), and one whose answer nobody waits for goes with the COMMIT. A failed
   * statement fails the transaction with its own error, rolled back, unless its caller caught it and rolled back to a
   * savepoint.
   */
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
  /** PostgreSQL: which statements go as named prepared statements (prepared-statements.ts); the process's own by default. */
  statementNames?: StatementNames;
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
    // PGlite is one connection: its transaction() holds an exclusive lock, so concurrent requests queue. It answers
    // statements one at a time, in the order they were asked for.
    tx: (fn) =>
      db.transaction(async (tx) => {
        const sent = sentStatements();
        const result = await fn({
          query: (sql, params) =>
            sent.add(tx.query(sql, params as unknown[] | undefined).then((res) => ({ rows: res.rows as never[] }))),
          exec: (sql) => sent.add(tx.exec(sql).then(() => undefined)),
        });
        // After a failed statement the transaction can only roll back, unless its caller rolled back to a savepoint:
        // a statement tells which.
        const failure = await sent.firstFailure();
        if (failure) await tx.query('SELECT 1').catch(() => Promise.reject(failure));
        return result;
      }),
    close: () => db.close(),
  };
}

async function createPostgres(url: string, options: DbOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A connection writes each statement as soon as it is asked for, without waiting for the previous answer
    // (node-postgres's pipeline mode); answers come back in order. A connection is one caller's at a time, as before.
    pipeline: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  if (options.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    await admin.end();
  }
  const listeners: pg.Client[] = [];
  const nameOf = options.statementNames ?? processStatementNames;
  // An idle pooled connection that the server drops (restart, failover) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool connection error:', err.message));
  const query: Queryable['query'] = async (sql, params) => {
    const res = await pool.query(queryConfig(nameOf, sql, params));
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
      const sent = sentStatements();
      const inOneWrite = writesTogether(client);
      try {
        // Not waited for: BEGIN goes out with the transaction's first statement.
        void sent.add(inOneWrite(() => client.query('BEGIN')));
        const result = await fn({
          query: (sql, params) =>
            sent.add(
              inOneWrite(() => client.query(queryConfig(nameOf, sql, params))).then((res) => ({ rows: res.rows })),
            ),
          exec: (sql) => sent.add(inOneWrite(() => client.query(sql)).then(() => undefined)),
        });
        // Sent behind any statement still unanswered. PostgreSQL answers it by rolling back when one of them failed
        // (unless its caller rolled back to a savepoint): the transaction then fails with that statement's error.
        const commit = inOneWrite(() => client.query('COMMIT'));
        commit.catch(() => undefined);
        const failure = await sent.firstFailure();
        if ((await commit).command !== 'COMMIT') throw failure ?? new Error('The transaction was rolled back.');
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
      // pool.end() resolves once it has asked its connections to end, before they have: wait for each to be gone, so
      // a database dropped right after (tests) does not terminate one still open and report it as an error.
      const open = pool.totalCount;
      const gone = new Promise<void>((resolve) => {
        let removed = 0;
        if (open === 0) resolve();
        pool.on('remove', () => {
          removed += 1;
          if (removed >= open) resolve();
        });
      });
      await pool.end();
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}

/**
 * Statements `client` is asked for in one turn of the event loop leave in one write to its socket: each write is a
 * system call, and on a busy machine the one after which the process most often loses its CPU.
 */
function writesTogether(client: pg.PoolClient) {
  const socket = (client as unknown as { connection?: { stream?: Partial<Socket> } }).connection?.stream;
  let isCorked = false;
  return <R>(send: () => R): R => {
    if (!isCorked && socket?.cork && socket.uncork) {
      const { uncork } = socket;
      isCorked = true;
      socket.cork();
      process.nextTick(() => {
        isCorked = false;
        uncork.call(socket);
      });
    }
    return send();
  };
}

/**
 * Waits for every one of `statements` sent together in one transaction and gives their answers, or fails with the
 * first of them that failed, in the order given: after a failure PostgreSQL refuses the rest of the transaction ("current
 * transaction is aborted"), and those refusals can settle first when answers arrive together.
 */
export async function allInOrder<T extends readonly unknown[]>(
  statements: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as never;
}

/**
 * The statements one transaction has sent, answered or not, as its caller got them: a failure is kept for
 * `firstFailure` (the first one, in the order sent) rather than left unhandled when nobody waited for it.
 */
function sentStatements() {
  const all: Promise<unknown>[] = [];
  return {
    add<R>(statement: Promise<R>): Promise<R> {
      all.push(statement);
      statement.catch(() => undefined);
      return statement;
    },
    firstFailure(): Promise<unknown> {
      return allInOrder(all).then(
        () => undefined,
        (err: unknown) => err,
      );
    },
  };
}
