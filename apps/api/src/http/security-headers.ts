import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/**
 * The policy every response carries. The built app loads only its own scripts, styles, fonts and images; the API
 * answers only its own origin's pages. Pages with needs of their own (the API docs, the dev mailbox) set a
 * narrower exception on their own responses.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  scriptSrcAttr: [NONE],
  styleSrc: [SELF],
  imgSrc: [SELF, 'data:'],
  fontSrc: [SELF],
  connectSrc: [SELF],
  objectSrc: [NONE],
  baseUri: [NONE],
  formAction: [SELF],
  frameAncestors: [NONE],
  manifestSrc: [SELF],
  workerSrc: [SELF],
};

/** One year, subdomains included: sent only over https, where it means something. */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Reset tokens travel in URLs: no page leaks its address to another site.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
