import type { FastifyRequest } from 'fastify';
import type { Caller, SessionContext } from '../caller.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard (modules/auth/session-guard.ts) on every private route. */
    session?: SessionContext;
  }
}

/** The live session of a private route: its caller, and which session it is (its own sessions calls need it). */
export function sessionOf(req: FastifyRequest): SessionContext {
  if (!req.session) throw new AppError('user_not_logged_in');
  return req.session;
}

/** Who calls: what every service of a private route takes first. */
export function callerOf(req: FastifyRequest): Caller {
  return sessionOf(req).caller;
}

/** The client-details answer of the session, serialised when the session was loaded. */
export function sessionProfileJsonOf(req: FastifyRequest): string {
  return sessionOf(req).profileJson;
}

/** Runs after the session guard: the user needs at least one of `menus` (spec §6 privilege checks). */
export function requireMenu(menus: readonly string[]) {
  return async (req: FastifyRequest) => {
    if (!menus.some((m) => callerOf(req).menus.includes(m))) throw new AppError('FORBIDDEN');
  };
}

/** Runs after the session guard: the user's roles must pass `allows` (spec §6 roles), otherwise 403 FORBIDDEN. */
export function requireRole(allows: (roles: readonly string[]) => boolean) {
  return async (req: FastifyRequest) => {
    if (!allows(callerOf(req).roles)) throw new AppError('FORBIDDEN');
  };
}
