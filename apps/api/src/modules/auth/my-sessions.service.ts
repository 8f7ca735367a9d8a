import type { TUserSession } from '@corridor/contracts/settings/sessions';
import { deviceOf, SESSION_MESSAGES } from '@corridor/domain/settings/sessions';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionContext } from '../../caller.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../ledger/ids.ts';
import { callerEntry, recordAudit } from '../audit/audit.service.ts';
import { SESSION_IDLE_MS } from './auth.constants.ts';
import { placeOf } from './ip-place.ts';
import { evictSessions } from './session-cache.ts';
import { endOtherUserSessions, endOwnSession, listLiveSessions } from './sessions.repository.ts';

type Own = Pick<SessionContext, 'caller' | 'sessionId'>;

/** Settings, Security: the user's own live sessions, this one marked. */
export async function listMySessions(deps: AppDeps, own: Own): Promise<{ sessions: TUserSession[] }> {
  const now = deps.clock.now();
  const rows = await listLiveSessions(deps.db, own.caller.userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
  return {
    sessions: rows.map((r) => ({
      _id: r.id,
      device: deviceOf(r.user_agent),
      place: placeOf(r.ip_address),
      ip_address: r.ip_address,
      started_at: r.created_at.toISOString(),
      last_seen_at: (r.id === own.sessionId ? now : r.last_seen_at).toISOString(),
      is_current: r.id === own.sessionId,
    })),
  };
}

/** Ends one of the user's own sessions (this one too, if asked: that is signing out). Anyone else's: 404. */
export async function endMySession(deps: AppDeps, own: Own, sessionId: string) {
  if (!isUuid(sessionId)) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const isEnded = await deps.db.tx(async (tx) => {
    if (!(await endOwnSession(tx, own.caller.userId, sessionId, 'signed_out', now))) return false;
    await recordAudit(
      tx,
      callerEntry(own.caller, 'session.ended', now, { target: { type: 'session', id: sessionId } }),
    );
    return true;
  });
  if (!isEnded) throw new AppError('NOT_FOUND');
  await evictSessions(deps.db, `user:${own.caller.userId}`);
  return { message: SESSION_MESSAGES.signedOut };
}

/** "Sign out everywhere else": every session of the user but this one ends. */
export async function endMyOtherSessions(deps: AppDeps, own: Own) {
  const now = deps.clock.now();
  const ended = await deps.db.tx(async (tx) => {
    const count = await endOtherUserSessions(tx, own.caller.userId, own.sessionId, 'signed_out', now);
    if (count > 0) {
      await recordAudit(tx, callerEntry(own.caller, 'session.ended', now, { details: { others: count } }));
    }
    return count;
  });
  await evictSessions(deps.db, `user:${own.caller.userId}`);
  return { message: SESSION_MESSAGES.signedOutOthers, ended };
}
