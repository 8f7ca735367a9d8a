import { EventEmitter } from 'node:events';
import type { BatchProgressStep } from '@corridor/domain/batches/progress';
import type { Db, Queryable } from '../../db/client.ts';
import * as repo from './batches.repository.ts';

/**
 * Live progress of batches (spec §4 steps, §7 the client's progress topic). Whatever works on a batch (validation,
 * holding FX, creating payouts) calls `batchProgress.report(q, clientId, batchId, { step, done, total })`: the state
 * is stored on the batch row (a page that connects or reloads reads it there), then announced. Announcements carry
 * only which batch changed; each listener (an SSE connection) reads the batch afresh and throttles its own pushes.
 * Across processes (PostgreSQL) the announcement is a NOTIFY, delivered when the reporting transaction commits; in
 * one process (PGlite, and this process's own reports) it is an event.
 */
const CHANNEL = 'corridor_batch_progress';

export type BatchChange = { clientId: string; batchId: string };

const local = new EventEmitter();
local.setMaxListeners(0);

/** Called by the batch code of this process and by NOTIFYs of others. */
function announce(change: BatchChange) {
  local.emit(change.clientId, change);
}

/**
 * NOTIFYs every process (this one included) when the transaction commits, so a listener never reads the batch before
 * its change is visible. Without a PostgreSQL listener here (PGlite: one process, where a read waits for the writing
 * transaction anyway) the change is announced at once.
 */
async function notify(q: Queryable, change: BatchChange) {
  await q.query('SELECT pg_notify($1, $2)', [CHANNEL, `${change.clientId}:${change.batchId}`]);
  if (!isListeningToPostgres) announce(change);
}

let isListeningToPostgres = false;

const listening = new WeakSet<Db>();

/** Starts hearing other processes' reports (once per database handle; PGlite has one process). */
export async function listenForProgress(db: Db): Promise<void> {
  if (listening.has(db)) return;
  listening.add(db);
  if (db.kind !== 'postgres' || !db.listen) return;
  isListeningToPostgres = true;
  await db.listen(CHANNEL, (payload) => {
    const [clientId, batchId] = payload.split(':');
    if (clientId && batchId) announce({ clientId, batchId });
  });
}

export const batchProgress = {
  /**
   * Stores a batch's progress and announces it. Inside a transaction (`q` a tx), other processes hear of it at
   * commit; listeners of this process re-read the batch and see it once committed.
   */
  async report(
    q: Queryable,
    clientId: string,
    batchId: string,
    p: { step: BatchProgressStep; done: number; total: number },
    at: Date = new Date(),
  ): Promise<void> {
    await repo.setProgress(q, clientId, batchId, p, at);
    await notify(q, { clientId, batchId });
  },

  /** Announces a change of status or counts (no progress to store): the page redraws the batch. */
  async changed(q: Queryable, clientId: string, batchId: string): Promise<void> {
    await notify(q, { clientId, batchId });
  },

  /** Calls `onChange` for every change of the client's batches until the returned function is called. */
  subscribe(clientId: string, onChange: (change: BatchChange) => void): () => void {
    local.on(clientId, onChange);
    return () => local.off(clientId, onChange);
  },
};
