import type { TBatchProgressEvent } from '@corridor/contracts/batches/batch-progress';
import { PROGRESS_PUSH_INTERVAL_MS } from '@corridor/domain/batches/progress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { readSessionToken } from '../../http/session-cookie.ts';
import { isSessionLive } from '../auth/sessions.service.ts';
import { batchProgress, listenForProgress } from './batch-progress.ts';
import { progressEventOf, progressSnapshot } from './batches.service.ts';

/** Open streams, ended when the server closes (a stream never ends by itself, and would hold the shutdown). */
const open = new Set<() => void>();
export function endProgressStreams() {
  for (const end of [...open]) end();
}

/**
 * The client's progress topic as Server-Sent Events: the current state of its batches at once (a reloaded page
 * picks its batch up again), then each change, at most one push per batch every 100 ms (the latest state wins).
 * The response is hijacked from Fastify so nothing buffers or compresses it: the headers the hooks set (security
 * headers) are written as they are, with `no-transform` and `X-Accel-Buffering: no` for proxies.
 *
 * The session is checked once, by the guard, when the stream opens; a stream outlives it otherwise. So each
 * keep-alive (PROGRESS_KEEP_ALIVE_MS) checks it again and ends the stream once it is no longer live (signed out,
 * expired, idle, the user or business deactivated); the browser's reconnect then meets the guard's refusal.
 */
export async function streamProgress(
  deps: AppDeps,
  caller: Caller,
  clientId: string,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const res = reply.raw;
  const send = (event: TBatchProgressEvent) => res.write(`event: progress\ndata: ${JSON.stringify(event)}\n\n`);
  const lastSent = new Map<string, number>();
  const timers = new Map<string, NodeJS.Timeout>();
  let isClosed = false;
  let isStarted = false;
  const push = async (batchId: string) => {
    timers.delete(batchId);
    if (isClosed) return;
    lastSent.set(batchId, Date.now());
    try {
      const event = await progressEventOf(deps, caller, batchId);
      if (event && !isClosed) send(event);
    } catch {
      // A failed read drops one push; the next change or a reconnect brings the state back.
    }
  };
  const schedule = (batchId: string) => {
    if (timers.has(batchId)) return;
    const wait = PROGRESS_PUSH_INTERVAL_MS - (Date.now() - (lastSent.get(batchId) ?? 0));
    timers.set(
      batchId,
      setTimeout(() => void push(batchId), Math.max(0, wait)),
    );
  };
  // Listening starts before the snapshot is read: a batch that changes while it is read (its validation finishing
  // then, say) is pushed again once the stream is open, so the page never stays on an older state than the batch's.
  const changedBeforeStart = new Set<string>();
  await listenForProgress(deps.db);
  const unsubscribe = batchProgress.subscribe(caller.clientId, ({ batchId }) => {
    if (isStarted) schedule(batchId);
    else changedBeforeStart.add(batchId);
  });
  let keepAlive: NodeJS.Timeout | undefined;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    unsubscribe();
    clearInterval(keepAlive);
    for (const t of timers.values()) clearTimeout(t);
    open.delete(end);
  };
  const end = () => {
    close();
    res.end();
  };
  req.raw.on('close', close);
  res.on('close', close);
  let first: TBatchProgressEvent[];
  try {
    first = await progressSnapshot(deps, caller, clientId);
  } catch (err) {
    close();
    throw err;
  }
  reply.hijack();
  if (isClosed) return reply;
  const hooked = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter((e): e is [string, string | number | string[]] => e[1] !== undefined),
  );
  res.writeHead(200, {
    ...hooked,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.write('retry: 2000\n\n');
  for (const event of first) send(event);
  isStarted = true;
  for (const batchId of changedBeforeStart) schedule(batchId);

  const token = readSessionToken(req);
  let isChecking = false;
  const keepAliveOrEnd = async () => {
    if (isChecking) return;
    isChecking = true;
    // A failed check ends the stream too: the reconnect goes through the full guard.
    const isLive = await isSessionLive(deps.db, token, deps.clock.now()).catch(() => false);
    isChecking = false;
    if (isClosed) return;
    if (isLive) res.write(': keep-alive\n\n');
    else end();
  };
  keepAlive = setInterval(() => void keepAliveOrEnd(), deps.config.PROGRESS_KEEP_ALIVE_MS);
  open.add(end);
  return reply;
}
