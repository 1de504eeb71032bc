// The HTML pages of the sandbox payment gateway: the payment page (merchant, order, amount, Pay
// and Cancel) and the hand-back page that posts encResp to the shop's response handler (at once
// with a small script, or by its button without one). Every value is escaped.
import { randomBytes } from 'node:crypto';
import { SHOP_NAME } from '@shop/commerce/company';
import { PAYMENT_PATHS } from '../domain/payment-constants.ts';

export interface SandboxPage {
  html: string;
  /** Content-Security-Policy of the page (a nonce for its one script). */
  csp: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:40px}main{max-width:420px;margin:auto;background:#fff;
border-radius:8px;padding:28px;box-shadow:0 2px 8px #0002}h1{font-size:20px;margin:0 0 4px}p.note{color:#666;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#666}.amount{font-size:28px;font-weight:700;margin:16px 0}
form{display:inline}button{font-size:16px;padding:10px 22px;border-radius:6px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#1f7a3a;color:#fff}.cancel{background:#e5e7eb}`;

function page(title: string, body: string, nonce?: string): SandboxPage {
  const script = nonce ? ` 'nonce-${nonce}'` : '';
  return {
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    csp: `default-src 'none'; style-src 'unsafe-inline'; script-src${script || " 'none'"}; base-uri 'none'; frame-ancestors 'none'`,
  };
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** The payment page: Pay and Cancel post the request back to the sandbox with the decision. */
export function paymentPage(request: Record<string, string>, encRequest: string, accessCode: string): SandboxPage {
  const button = (decision: string, label: string, cls: string) =>
    `<form method="post" action="${PAYMENT_PATHS.sandboxDecision}">${hidden('encRequest', encRequest)}${hidden('access_code', accessCode)}` +
    `${hidden('decision', decision)}<button type="submit" class="${cls}" name="action" value="${decision}">${label}</button></form>`;
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment gateway</h1><p class="note">Test payments for ${escapeHtml(SHOP_NAME)}. No money moves.</p>` +
      `<dl><dt>Merchant</dt><dd>${escapeHtml(request.merchant_id ?? '')}</dd><dt>Order</dt><dd data-testid="order-id">${escapeHtml(request.order_id ?? '')}</dd>` +
      `<dt>Customer</dt><dd>${escapeHtml(request.billing_name ?? '')}</dd></dl>` +
      `<div class="amount" data-testid="amount">${escapeHtml(request.currency ?? '')} ${escapeHtml(request.amount ?? '')}</div>` +
      `${button('pay', 'Pay', 'pay')}${button('cancel', 'Cancel', 'cancel')}`,
  );
}

/** The hand-back: a form posting encResp and orderNo to the shop, submitted at once. */
export function handBackPage(action: string, encResp: string, orderNo: string): SandboxPage {
  const nonce = randomBytes(16).toString('base64');
  return page(
    'Returning to the shop',
    `<h1>Returning to the shop…</h1><form id="handback" method="post" action="${escapeHtml(action)}">` +
      `${hidden('encResp', encResp)}${hidden('orderNo', orderNo)}<button type="submit" class="pay">Continue</button></form>` +
      `<script nonce="${nonce}">document.getElementById('handback').submit()</script>`,
    nonce,
  );
}

export function errorPage(message: string): SandboxPage {
  return page('Payment error', `<h1>Payment error</h1><p>${escapeHtml(message)}</p>`);
}
