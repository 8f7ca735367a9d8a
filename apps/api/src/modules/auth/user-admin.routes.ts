import {
  createUserEndpoint,
  deactivateUserEndpoint,
  rolesBulkEndpoint,
  updateUserEndpoint,
  userEndpoint,
  usersPageEndpoint,
} from '@corridor/contracts/settings/users';
import { canChangeClientSettings } from '@corridor/domain/access';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, requireRole } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import * as users from './user-admin.service.ts';

/** Settings, Users: every call is for the business's admins only (403 FORBIDDEN for anyone else, reads included). */
export async function userAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', requireRole(canChangeClientSettings));
  route(app, usersPageEndpoint, (req) => users.listUsers(deps, callerOf(req), req.body));
  route(app, userEndpoint, (req) => users.getUser(deps, callerOf(req), req.params.id));
  route(app, createUserEndpoint, async (req, reply) =>
    reply.status(201).send(await users.createUser(deps, callerOf(req), req.body)),
  );
  route(app, updateUserEndpoint, (req) => users.updateUser(deps, callerOf(req), req.body));
  route(app, deactivateUserEndpoint, (req) => users.deactivateUser(deps, callerOf(req), req.params.id));
  route(app, rolesBulkEndpoint, (req) => users.setRolesInBulk(deps, callerOf(req), req.body));
}
