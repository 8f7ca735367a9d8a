import { type TClientDetailsResponse, ZClientDetailsResponse } from '@corridor/contracts/clients/client-details';
import { ZConfigurationResponse } from '@corridor/contracts/clients/configuration';
import { ZFeatureConfigurationResponse, ZUpdateTraitRequest } from '@corridor/contracts/clients/feature-configuration';
import { errorResponses } from '@corridor/contracts/common';
import { canChangeClientSettings } from '@corridor/domain/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../http/session-guard.ts';
import { isMaintenanceOn } from './clients.repository.ts';
import * as clients from './clients.service.ts';

const tags = ['clients'];
const BASE = '/smebackend/api/v1';

export async function clientsPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${BASE}/configuration`, { schema: { tags, response: { 200: ZConfigurationResponse } } }, async () => ({
      isMaintenance: await isMaintenanceOn(deps.db),
      isDevMailboxEnabled: deps.config.isDevMailboxEnabled,
    }));
}

export async function clientsPrivateRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${BASE}/settings/client/details`,
    { schema: { tags, response: { 200: ZClientDetailsResponse, ...errorResponses } } },
    // The guard already loaded both for the session (and caches them), so this costs no query.
    async (req, reply) =>
      // A JSON string is sent as is: it was checked against ZClientDetailsResponse when the session was loaded.
      reply
        .type('application/json; charset=utf-8')
        .send(sessionOf(req).profileJson as unknown as TClientDetailsResponse),
  );
  r.get(
    `${BASE}/settings/feature/configuration`,
    { schema: { tags, response: { 200: ZFeatureConfigurationResponse, ...errorResponses } } },
    (req) => clients.featureConfiguration(deps, sessionOf(req).clientId),
  );
  r.post(
    `${BASE}/settings/feature/configuration`,
    {
      // A cards-only user or a checker reads traits but may not change the business's settings.
      onRequest: requireRole(canChangeClientSettings),
      schema: { tags, body: ZUpdateTraitRequest, response: { 200: ZFeatureConfigurationResponse, ...errorResponses } },
    },
    (req) => clients.setTrait(deps, sessionOf(req).clientId, req.body),
  );
}
