import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { body, registerErrorHandler } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerModules } from './modules.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const API_PREFIXES = ['/r/api', '/smebackend', '/dev/mailbox/', '/docs', '/healthz'];

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await registerOpenApi(app);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await deps.db.query('SELECT 1');
    return { status: 'ok' };
  });

  await registerModules(app, deps);
  await serveWeb(app, deps);
  return app;
}

/** Serves the built SPA; any non-API GET falls back to index.html so client routes deep-link. */
async function serveWeb(app: FastifyInstance, deps: AppDeps) {
  const dist = deps.config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const hasWeb = existsSync(`${dist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (hasWeb && req.method === 'GET' && !isApi) {
      return reply.type('text/html').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send(body('ROUTE_NOT_FOUND'));
  });
}
