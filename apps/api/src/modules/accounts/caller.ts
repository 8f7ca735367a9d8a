import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../http/session-guard.ts';

/** The signed-in business a call acts for. */
export type Caller = { clientId: string; legalEntity: string; clientName: string };

export function callerOf(req: FastifyRequest): Caller {
  const s = sessionOf(req);
  return { clientId: s.clientId, legalEntity: s.client.legalEntity, clientName: s.client.name };
}
