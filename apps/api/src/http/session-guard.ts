import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from './errors.ts';

/** Who is calling, resolved from the session cookie by the guard. */
export type SessionContext = {
  sessionId: string;
  userId: string;
  clientId: string;
  csrfToken: string;
  user: { id: string; email: string; name: string; roles: string[]; menus: string[]; isApprover: boolean; isMaker: boolean };
  client: { id: string; legalEntity: string; status: string; baseCurrency: string; name: string };
};

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionContext;
  }
}

/** The session of a request that passed the guard. */
export function sessionOf(req: FastifyRequest): SessionContext {
  if (!req.session) throw new AppError('user_not_logged_in');
  return req.session;
}

export function requireSession(_deps: AppDeps) {
  return async (_req: FastifyRequest, _reply: FastifyReply) => {
    throw new AppError('user_not_logged_in');
  };
}
