import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** GET /dev/mailbox/messages — stored mail, newest first (non-production only). */
export const ZMailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const ZMailboxMessagesResponse = z.array(ZMailboxMessage);
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

export const mailboxMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/dev/mailbox/messages',
  summary: 'Stored mail, newest first (outside production, for callers on the same machine only).',
  tag: 'dev',
  response: ZMailboxMessagesResponse,
});
