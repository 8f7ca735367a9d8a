import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { TrustProxy } from './config.ts';
import { body, registerErrorHandler } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerCompression, staticCacheHeaders } from './http/static-delivery.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerModules } from './modules.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const API_PREFIXES = ['/r/api', '/smebackend', '/dev/mailbox/', '/docs', '/healthz'];

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Nobody's X-Forwarded-For is believed unless TRUST_PROXY names the proxies: otherwise any caller could
    // pick the address every per-source limit is keyed on.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await registerOpenApi(app, { isUiEnabled: deps.config.isDocsEnabled });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await deps.db.query('SELECT 1');
    return { status: 'ok' };
  });

  await registerModules(app, deps);
  await serveWeb(app, deps);
  return app;
}

/** A hop count becomes proxy-addr's "the n nearest hops" test; lists go as they are. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Serves the built SPA; any non-API GET falls back to index.html so client routes deep-link. */
async function serveWeb(app: FastifyInstance, deps: AppDeps) {
  const dist = deps.config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const hasWeb = existsSync(`${dist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
      // The web build writes .br and .gz beside each asset (scripts/precompress.mjs): no compression per request.
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !isApi) {
      // index.html names the current hashed bundles, so it is revalidated on every load.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send(body('ROUTE_NOT_FOUND'));
  });
}
