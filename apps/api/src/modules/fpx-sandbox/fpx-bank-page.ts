import { createHash } from 'node:crypto';
import { formatMoney } from '@corridor/domain/money';
import type { BankPageModel } from './fpx-sandbox.service.ts';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b2733;background:#f3f5f8}
main{max-width:520px;margin:2rem auto;background:#fff;border:1px solid #d5dde5;border-radius:10px;padding:1.5rem}
h1{font-size:1.3rem;margin:0 0 .25rem}
.note{background:#fff6d6;border:1px solid #e8d58a;border-radius:6px;padding:.5rem .75rem;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#5b6b7b}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
fieldset{border:1px solid #d5dde5;border-radius:8px;padding:.5rem 1rem;margin:0 0 1rem}
label{display:block;padding:.35rem 0}label.off{color:#8a96a3}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
button[value=approve]{background:#1d4ed8;color:#fff}button[value=decline]{background:#fff;color:#1d4ed8}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

/** The page's one inline style is allowed by its hash; the form posts only to this server. */
export const BANK_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

/** The sandbox bank: the payment, the banks (one offline), Approve and Decline. */
export function renderBankPage({ payment, banks }: BankPageModel, action: string): string {
  const amount = formatMoney(payment.amountMinor, payment.currency, { withCode: true });
  if (payment.status !== 'PENDING') {
    return page(
      'FPX payment',
      `<h1>FPX payment</h1><p>This payment is ${escapeHtml(payment.status.toLowerCase())}.</p>`,
    );
  }
  const options = banks
    .map(
      (b, i) =>
        `<label${b.isOnline ? '' : ' class="off"'}><input type="radio" name="bankCode" value="${escapeHtml(b.code)}"${
          b.isOnline ? (i === 0 ? ' checked' : '') : ' disabled'
        }> ${escapeHtml(b.name)}${b.isOnline ? '' : ' (offline)'}</label>`,
    )
    .join('\n');
  return page(
    'FPX sandbox bank',
    `<h1>FPX sandbox bank</h1>
<p class="note">A test bank: no real money moves. Approve or decline the payment as your bank would ask you to.</p>
<dl><dt>Pay to</dt><dd>Corridor</dd><dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Choose your bank</legend>
${options}
</fieldset>
<div class="actions"><button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="decline">Decline</button></div>
</form>`,
  );
}

export function renderUnknownPayment(message = 'This payment does not exist.'): string {
  return page('FPX payment', `<h1>FPX payment</h1><p>${escapeHtml(message)}</p>`);
}
