import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import type { TActiveClient } from '@corridor/contracts/clients/active-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { csrfMatches, resolveSession } from '../modules/auth/sessions.service.ts';
import { AppError } from './errors.ts';
import { readSessionToken } from './session-cookie.ts';
import { assertSource } from './source-header.ts';

/** Who is calling, resolved from the session cookie by the guard. */
export type SessionContext = {
  sessionId: string;
  userId: string;
  clientId: string;
  csrfToken: string;
  user: {
    id: string;
    email: string;
    name: string;
    roles: string[];
    menus: string[];
    isApprover: boolean;
    isMaker: boolean;
  };
  client: { id: string; legalEntity: string; status: string; baseCurrency: string; name: string };
  /** The client-details answer, built once per cached session. */
  profile: { user: TSessionUser; client: TActiveClient };
  /** The same, already checked against its contract and serialised, so the hot GET does no work per call. */
  profileJson: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionContext;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session of a request that passed the guard. */
export function sessionOf(req: FastifyRequest): SessionContext {
  if (!req.session) throw new AppError('user_not_logged_in');
  return req.session;
}

/** Cookie → live session (idle and absolute limits, concurrent login) → CSRF on mutating calls → source header. */
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

/** Runs after requireSession: the user needs at least one of `menus` (spec §6 privilege checks). */
export function requireMenu(menus: readonly string[]) {
  return async (req: FastifyRequest) => {
    if (!menus.some((m) => sessionOf(req).user.menus.includes(m))) throw new AppError('FORBIDDEN');
  };
}

/** Runs after requireSession: the user's roles must pass `allows` (spec §6 roles), otherwise 403 FORBIDDEN. */
export function requireRole(allows: (roles: readonly string[]) => boolean) {
  return async (req: FastifyRequest) => {
    if (!allows(sessionOf(req).user.roles)) throw new AppError('FORBIDDEN');
  };
}
