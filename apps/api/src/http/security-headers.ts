import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Reset tokens travel in URLs: no page leaks its address to another site.
  referrerPolicy: { policy: 'no-referrer' },
  // Sent below, only over https where it means something.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  // Headers for browsers long gone (IE's download and XSS filters, Flash's cross-domain policies, DNS prefetch
  // hints) cost every response and protect no current browser; the CSP and the ones above do the work.
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  originAgentCluster: false,
};

/** One year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet decides the headers; since none of them depends on the request, they are worked out once here. (The
 * Fastify plugin rebuilds Helmet's middleware on every request, which cost more than half the API's throughput.)
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
