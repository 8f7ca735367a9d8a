import { clientUpdateEndpoint } from '@corridor/contracts/settings/client-update';
import { updateVopConfigEndpoint, vopConfigEndpoint } from '@corridor/contracts/settings/vop-config';
import { canChangeClientSettings } from '@corridor/domain/access';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, requireRole } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import * as settings from './client-settings.service.ts';

/** Settings, Profile and Verification: anyone signed in reads; only the roles that may change settings write. */
export async function clientSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const adminsOnly = { onRequest: requireRole(canChangeClientSettings) };
  route(app, clientUpdateEndpoint, (req) => settings.updateClient(deps, callerOf(req), req.body), adminsOnly);
  route(app, vopConfigEndpoint, (req) => settings.getVopConfig(deps, callerOf(req), req.query.clientId));
  route(app, updateVopConfigEndpoint, (req) => settings.updateVopConfig(deps, callerOf(req), req.body), adminsOnly);
}
