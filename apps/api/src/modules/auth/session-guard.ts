import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { readSessionToken } from '../../http/session-cookie.ts';
import { assertSource } from '../../http/source-header.ts';
import { csrfMatches, resolveSession } from './sessions.service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The onRequest hook in front of every private module (modules.ts): cookie → live session (idle and absolute
 * limits, concurrent login) → CSRF on mutating calls → source header. Routes then read `callerOf(req)`.
 */
export function requireSession(deps: AppDeps) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    assertSource(req);
    const session = await resolveSession(deps.db, readSessionToken(req), deps.clock.now());
    if (!SAFE_METHODS.has(req.method) && !csrfMatches(session.csrfToken, req.headers['x-csrf-token'])) {
      throw new AppError('csrf_token_mismatch');
    }
    req.session = session;
  };
}
