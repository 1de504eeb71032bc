// The HTML pages of the payment routes, shown in the shopper's browser: a small frame with escaped
// values and a strict Content-Security-Policy (a nonce for the one script a hand-back page needs),
// and the shop's own pages when a payment response is refused, replayed or cannot be confirmed yet,
// each with a link back to the shop's orders. A sandbox's own pages live with its provider.
import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@shop/commerce/checkout/messages';
import { SHOP_NAME } from '@shop/commerce/company';
import { PAYMENT_PATHS } from '../domain/payment-constants.ts';

export interface HtmlPage {
  html: string;
  /** Content-Security-Policy of the page (a nonce for its one script, if any). */
  csp: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:40px}main{max-width:420px;margin:auto;background:#fff;
border-radius:8px;padding:28px;box-shadow:0 2px 8px #0002}h1{font-size:20px;margin:0 0 4px}p.note{color:#666;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#666}.amount{font-size:28px;font-weight:700;margin:16px 0}
form{display:inline}button{font-size:16px;padding:10px 22px;border-radius:6px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#1f7a3a;color:#fff}.cancel{background:#e5e7eb}a{color:#1f5fa8}`;

export function htmlPage(title: string, body: string, nonce?: string): HtmlPage {
  const script = nonce ? ` 'nonce-${nonce}'` : " 'none'";
  return {
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    csp: `default-src 'none'; style-src 'unsafe-inline'; script-src${script}; base-uri 'none'; frame-ancestors 'none'`,
  };
}

export const hiddenField = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** A form that the page submits at once (or the shopper by its button, without scripts). */
export function autoPostPage(title: string, action: string, fields: Record<string, string>): HtmlPage {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => hiddenField(name, value))
    .join('');
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}…</h1><form id="handback" method="post" action="${escapeHtml(action)}">` +
      `${inputs}<button type="submit" class="pay">Continue</button></form>` +
      `<script nonce="${nonce}">document.getElementById('handback').submit()</script>`,
    nonce,
  );
}

const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** A payment page's refusal: the message and the way back to the shop's orders. */
export function problemPage(title: string, message: string, ordersUrl: string): HtmlPage {
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>${link(ordersUrl, PAYMENT_MESSAGES.ordersLink)}`,
  );
}

/** The provider's API did not answer: the order waits; Check again posts the same return once more. */
export function unconfirmedPage(form: Readonly<Record<string, unknown>>, ordersUrl: string): HtmlPage {
  const fields = Object.entries(form)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => hiddenField(name, value))
    .join('');
  return htmlPage(
    'Payment not confirmed yet',
    `<h1>Payment not confirmed yet</h1><p role="alert">${escapeHtml(PAYMENT_MESSAGES.statusUnavailable)}</p>` +
      `<form method="post" action="${PAYMENT_PATHS.response}">${fields}` +
      `<button type="submit" class="pay">${escapeHtml(PAYMENT_MESSAGES.checkAgain)}</button></form>` +
      link(ordersUrl, PAYMENT_MESSAGES.ordersLink) +
      `<p class="note">${escapeHtml(SHOP_NAME)}</p>`,
  );
}
