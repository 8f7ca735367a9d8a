import type PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/client.ts';

/**
 * pg-boss runs its SQL through our database handle instead of a pool of its own: one pool per process on
 * PostgreSQL, and the only connection there is on PGlite.
 *
 * Two things pg-boss sends need care:
 * - Its maintenance (and its install, see bossTx) arrives as one script wrapped in `BEGIN; … COMMIT;`. PGlite's
 *   parameterised query takes one statement only, and on a pool a script that fails half-way would hand the next
 *   caller a connection stuck in an aborted transaction. So the wrapper is taken off and the body runs in one of our
 *   transactions, which rolls back cleanly on both.
 * - Everything else is a single statement, with or without parameters.
 */
export function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const script = lockedScript(text);
      if (script !== null && !values?.length) {
        await db.tx((tx) => tx.exec(script));
        return { rows: [] };
      }
      return db.query(text, values);
    },
  };
}

/**
 * pg-boss inside one of our transactions: a job sent through it exists exactly when the transaction commits (on
 * PGlite this is also the only way to enqueue while a transaction is open, since any other statement waits for it to
 * end). A locked script runs inline, under the transaction's own locks: that is how migrate() installs pg-boss.
 */
export function bossTx(tx: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const script = lockedScript(text);
      if (script !== null && !values?.length) {
        await tx.exec(script);
        return { rows: [] };
      }
      return tx.query(text, values);
    },
  };
}

const LOCKED = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

function lockedScript(text: string): string | null {
  return LOCKED.exec(text)?.[1] ?? null;
}
