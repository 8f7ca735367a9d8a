/** A message to one person. `text` is the plain-text body every message has. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/** Anything that delivers mail: SMTP in a real deployment, the database-backed dev mailbox otherwise. */
export type MailPartner = {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
};
