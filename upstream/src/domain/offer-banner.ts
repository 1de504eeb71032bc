// The offer banner states the checkout's own figures: a banner text names the prepaid discount with
// a placeholder, filled in when the banner is served (routes/content-offers.ts) from the value that
// Checkout/Prepaid_Discount serves and CreateOrderNew deducts, never with a figure typed twice.
import { formatMoney } from '@shop/commerce/money';

/** Stands for the prepaid discount in a stored banner text. */
export const PREPAID_DISCOUNT_PLACEHOLDER = '{prepaid_discount}';

/** A stored banner text with its placeholders filled in ("₹100" for a prepaid discount of 100). */
export function renderOfferHtml(html: string, values: { prepaidDiscount: number }): string {
  return html.replaceAll(PREPAID_DISCOUNT_PLACEHOLDER, formatMoney(values.prepaidDiscount));
}
