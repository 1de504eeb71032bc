// The CCAvenue sandbox gateway's pages: the payment page (merchant, order, amount, Pay and Cancel) and the
// hand-back page that posts encResp to the shop's response handler. Every value is escaped.
import { SHOP_NAME } from '@shop/commerce/company';
import { PAYMENT_PATHS } from '../../domain/payment-constants.ts';
import { autoPostPage, escapeHtml, hiddenField, htmlPage, type HtmlPage } from '../../services/payment-pages.ts';

/** The payment page: Pay and Cancel post the request back to the sandbox with the decision. */
export function sandboxPaymentPage(request: Record<string, string>, encRequest: string, accessCode: string): HtmlPage {
  const button = (decision: string, label: string, cls: string) =>
    `<form method="post" action="${PAYMENT_PATHS.sandboxDecision}">${hiddenField('encRequest', encRequest)}${hiddenField('access_code', accessCode)}` +
    `${hiddenField('decision', decision)}<button type="submit" class="${cls}" name="action" value="${decision}">${label}</button></form>`;
  return htmlPage(
    'Sandbox payment',
    `<h1>Sandbox payment gateway</h1><p class="note">Test payments for ${escapeHtml(SHOP_NAME)}. No money moves.</p>` +
      `<dl><dt>Merchant</dt><dd>${escapeHtml(request.merchant_id ?? '')}</dd><dt>Order</dt><dd data-testid="order-id">${escapeHtml(request.order_id ?? '')}</dd>` +
      `<dt>Customer</dt><dd>${escapeHtml(request.billing_name ?? '')}</dd></dl>` +
      `<div class="amount" data-testid="amount">${escapeHtml(request.currency ?? '')} ${escapeHtml(request.amount ?? '')}</div>` +
      `${button('pay', 'Pay', 'pay')}${button('cancel', 'Cancel', 'cancel')}`,
  );
}

/** The hand-back: a form posting encResp and orderNo to the shop, submitted at once. */
export function sandboxHandBackPage(action: string, encResp: string, orderNo: string): HtmlPage {
  return autoPostPage('Returning to the shop', action, { encResp, orderNo });
}

export function sandboxErrorPage(message: string): HtmlPage {
  return htmlPage('Payment error', `<h1>Payment error</h1><p role="alert">${escapeHtml(message)}</p>`);
}
