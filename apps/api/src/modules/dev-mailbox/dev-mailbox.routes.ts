import { ZMailboxMessagesResponse } from '@corridor/contracts/dev/mailbox-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { listMessages } from './dev-mailbox.repository.ts';
import { renderMailbox } from './mailbox-page.ts';

/** The built-in mailbox for sign-in codes and reset links; it does not exist in production. */
export async function devMailboxRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.config.isProduction) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dev/mailbox/messages', { schema: { tags: ['dev'], response: { 200: ZMailboxMessagesResponse } } }, () =>
    listMessages(deps.db),
  );
  r.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailbox(await listMessages(deps.db))),
  );
}
