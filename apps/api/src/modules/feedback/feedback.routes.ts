import { csatRatingEndpoint } from '@corridor/contracts/feedback/csat-rating';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { sessionOf } from '../../http/session-guard.ts';
import { rate } from './feedback.service.ts';

/** The feedback dialog's CSAT rating (spec §2, §7). */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, csatRatingEndpoint, async (req, reply) => {
    const s = sessionOf(req);
    const caller = { clientId: s.clientId, userId: s.userId, legalEntity: s.client.legalEntity };
    return reply.status(201).send(await rate(deps, caller, req.body));
  });
}
