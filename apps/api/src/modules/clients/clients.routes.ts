import { clientDetailsEndpoint } from '@corridor/contracts/clients/client-details';
import { configurationEndpoint } from '@corridor/contracts/clients/configuration';
import { featureConfigurationEndpoint, updateTraitEndpoint } from '@corridor/contracts/clients/feature-configuration';
import { canChangeClientSettings } from '@corridor/domain/access';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, requireRole, sessionProfileJsonOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import * as clients from './clients.service.ts';

export async function clientsPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, configurationEndpoint, () => clients.configuration(deps));
}

export async function clientsPrivateRoutes(app: FastifyInstance, deps: AppDeps) {
  // The guard already loaded the business and the user for the session (and caches them), so this costs no query.
  // The JSON string is sent as it is: it was checked against the response schema when the session was loaded.
  route(app, clientDetailsEndpoint, (req, reply) =>
    reply.type('application/json; charset=utf-8').send(sessionProfileJsonOf(req)),
  );
  route(app, featureConfigurationEndpoint, (req) => clients.featureConfiguration(deps, callerOf(req)));
  // A cards-only user or a checker reads traits but may not change the business's settings.
  route(app, updateTraitEndpoint, (req) => clients.setTrait(deps, callerOf(req), req.body), {
    onRequest: requireRole(canChangeClientSettings),
  });
}
