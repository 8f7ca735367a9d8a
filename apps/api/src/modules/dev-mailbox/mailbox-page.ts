import { createHash } from 'node:crypto';
import type { TMailboxMessage } from '@corridor/contracts/dev/mailbox-messages';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:760px;color:#1b2733;padding:0 1rem}
article{border:1px solid #d5dde5;border-radius:8px;padding:1rem;margin:0 0 1rem}
header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header span{color:#5b6b7b;font-size:13px}
pre{white-space:pre-wrap;font:inherit;margin:.5rem 0 0}
`;

/** The page's one inline style is allowed by its hash; nothing else inline runs or applies. */
export const MAILBOX_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain page listing stored mail, newest first, so a developer can read sign-in codes. */
export function renderMailbox(messages: TMailboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</span></header>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Corridor dev mailbox</title>
<meta http-equiv="refresh" content="10">
<style>${STYLE}</style></head>
<body><h1>Dev mailbox</h1><p>Mail is kept here because no SMTP_URL is set. This page refreshes every 10 seconds.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
