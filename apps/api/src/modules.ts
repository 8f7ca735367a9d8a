import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { requireSession } from './http/session-guard.ts';

type RouteModule = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Routes anyone may call (sign-in, password reset, public configuration, the dev mailbox). */
const PUBLIC_MODULES: RouteModule[] = [];

/** Routes that need a signed-in user: each runs behind the session guard (cookie, expiry, CSRF, source). */
const PRIVATE_MODULES: RouteModule[] = [];

export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  for (const mod of PUBLIC_MODULES) await app.register(async (scope) => mod(scope, deps));
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireSession(deps));
    for (const mod of PRIVATE_MODULES) await mod(scope, deps);
  });
}
