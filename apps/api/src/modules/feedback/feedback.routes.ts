import { csatRatingEndpoint } from '@corridor/contracts/feedback/csat-rating';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import { rate } from './feedback.service.ts';

/** The feedback dialog's CSAT rating (spec §2, §7). */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, csatRatingEndpoint, async (req, reply) =>
    reply.status(201).send(await rate(deps, callerOf(req), req.body)),
  );
}
