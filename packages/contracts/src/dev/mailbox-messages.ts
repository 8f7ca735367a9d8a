import { z } from 'zod';

/** GET /dev/mailbox/messages — stored mail, newest first (non-production only). */
export const ZMailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const ZMailboxMessagesResponse = z.array(ZMailboxMessage);
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;
