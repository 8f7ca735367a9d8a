import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The documentation page's own policy: Swagger UI needs inline styles and data: images, nothing from elsewhere, and
 * may not be framed either.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "form-action 'self'",
].join('; ');

/**
 * OpenAPI document built from the routes' zod schemas (always built, so tests and tools can read `app.swagger()`);
 * browsable at /docs (JSON at /docs/json) only where `isUiEnabled` — outside production, or when asked for.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { isUiEnabled: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Corridor API', version: '1.0.0', description: 'Business cross-border payments.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (opts.isUiEnabled) await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
}
