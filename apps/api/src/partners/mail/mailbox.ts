import type { Queryable } from '../../db/client.ts';
import type { MailPartner } from './mail.ts';

/** Keeps every message in the database so the dev mailbox (/dev/mailbox) can show it. */
export function createMailboxPartner(db: Queryable): MailPartner {
  return {
    kind: 'mailbox',
    async send(mail) {
      await db.query('INSERT INTO mail_messages (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? null,
      ]);
    },
  };
}
