import nodemailer from 'nodemailer';
import type { MailPartner } from './mail.ts';

export function createSmtpPartner(url: string, from: string): MailPartner {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
