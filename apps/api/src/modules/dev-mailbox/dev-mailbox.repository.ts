import type { TMailboxMessage } from '@corridor/contracts/dev/mailbox-messages';
import type { Queryable } from '../../db/client.ts';

export async function listMessages(db: Queryable, limit = 100): Promise<TMailboxMessage[]> {
  const { rows } = await db.query<{ recipient: string; subject: string; text_body: string; created_at: Date }>(
    'SELECT recipient, subject, text_body, created_at FROM mail_messages ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows.map((m) => ({
    to: m.recipient,
    subject: m.subject,
    text: m.text_body,
    createdAt: m.created_at.toISOString(),
  }));
}
