import type { SessionContext } from '../../caller.ts';
import type { Db } from '../../db/client.ts';

/**
 * Sessions resolved recently, so an authenticated call costs no database round trip.
 * Correctness does not rest on the TTL: whatever ends a session or changes its user or client evicts the entry
 * here and, on PostgreSQL, in every other API process through NOTIFY. The TTL only bounds a missed message.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const CHANNEL = 'corridor_session_evict';
const MAX_ENTRIES = 50_000;

export type CachedSession = {
  ctx: SessionContext;
  expiresAt: number;
  loadedAt: number;
  lastSeenAt: number;
  lastWrittenAt: number;
};

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Counts evictions: a session read before one and cached after it could be the one evicted, stale for the TTL. */
  private evictions = 0;

  /** Taken before a session is read from the database; handed to `set` with what was read. */
  generation(): number {
    return this.evictions;
  }

  get(key: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.loadedAt < SESSION_CACHE_TTL_MS) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  /**
   * Keeps `entry` unless an eviction came while it was being read (`readAt`, from `generation()`): it may then be a
   * signed-out session read just before its end, which must not answer for the next few seconds. It is read again
   * next time.
   */
  set(key: string, entry: CachedSession, readAt: number) {
    if (readAt !== this.evictions) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
  }

  /** Drops every entry of a user (`user:<id>`) or a client (`client:<id>`). */
  evict(target: string) {
    this.evictions += 1;
    const [kind, id] = target.split(':');
    for (const [key, entry] of this.entries) {
      const { caller } = entry.ctx;
      if ((kind === 'user' && caller.userId === id) || (kind === 'client' && caller.clientId === id)) {
        this.entries.delete(key);
      }
    }
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** One cache per database handle: each test's app, or the one process in production. */
export function sessionCacheFor(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Other API processes evict what this one announces. */
export async function listenForEvictions(db: Db) {
  const cache = sessionCacheFor(db);
  await db.listen?.(CHANNEL, (payload) => cache.evict(payload));
}

/** Call after the change is committed: the session, user or client must be read afresh from now on. */
export async function evictSessions(db: Db, target: `user:${string}` | `client:${string}`) {
  sessionCacheFor(db).evict(target);
  if (db.kind === 'postgres') await db.query('SELECT pg_notify($1, $2)', [CHANNEL, target]);
}
