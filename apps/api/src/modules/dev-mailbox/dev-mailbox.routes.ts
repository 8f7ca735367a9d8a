import { mailboxMessagesEndpoint } from '@corridor/contracts/dev/mailbox-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { latestMessages } from './dev-mailbox.service.ts';
import { MAILBOX_PAGE_CSP, renderMailbox } from './mailbox-page.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Only a person on this machine may read the mailbox: the socket's own peer must be loopback, and a request that
 * came through a proxy (which would make every caller look local) is refused whatever the proxy says.
 */
export function isLocalCaller(req: FastifyRequest): boolean {
  const peer = req.raw.socket.remoteAddress ?? '';
  const isForwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return LOOPBACK.test(peer) && !isForwarded;
}

/** The built-in mailbox for sign-in codes and reset links: never in production, and only for local callers. */
export async function devMailboxRoutes(app: FastifyInstance, deps: AppDeps) {
  if (!deps.config.isDevMailboxEnabled) return;
  // Answered as if it did not exist, so a stranger learns nothing.
  app.addHook('onRequest', async (req) => {
    if (!isLocalCaller(req)) throw new AppError('ROUTE_NOT_FOUND');
  });
  route(app, mailboxMessagesEndpoint, () => latestMessages(deps));
  // The page a person reads (not an API call, so not in /docs).
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', MAILBOX_PAGE_CSP)
      .send(renderMailbox(await latestMessages(deps))),
  );
}
