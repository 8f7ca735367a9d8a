import { errorResponses } from '@corridor/contracts/common';
import { CSAT_RATING_PATH, ZCsatRatingRequest, ZCsatRatingResponse } from '@corridor/contracts/feedback/csat-rating';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionOf } from '../../http/session-guard.ts';
import { rate } from './feedback.service.ts';

const tags = ['feedback'];

/** The feedback dialog's CSAT rating (spec §2, §7). */
export async function feedbackRoutes(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      CSAT_RATING_PATH,
      { schema: { tags, body: ZCsatRatingRequest, response: { 201: ZCsatRatingResponse, ...errorResponses } } },
      async (req, reply) => {
        const s = sessionOf(req);
        const caller = { clientId: s.clientId, userId: s.userId, legalEntity: s.client.legalEntity };
        return reply.status(201).send(await rate(deps, caller, req.body));
      },
    );
}
