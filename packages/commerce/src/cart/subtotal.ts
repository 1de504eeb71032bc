// Cart figures (storefront spec section 9): a line's total is quantity x (unit price + the price of
// each offer product bundled with one unit), the subtotal is the sum of the line totals, the count
// the sum of the quantities. Added in paise, so decimals add up exactly.
import { fromPaise, SHOP_CURRENCY, timesPaise, toPaise } from '../money.ts';

export interface PricedCartLine {
  quantity: number;
  /** Sale price of one unit, in rupees. */
  unitPrice: number;
  /** Offer products that come with each unit (none for a guest's stored line). */
  offerProducts: ReadonlyArray<{ price: number }>;
}

/** quantity x (unit price + each offer product's price), in paise. */
export function lineTotalPaise(line: PricedCartLine): number {
  const offers = line.offerProducts.reduce((sum, offer) => sum + toPaise(offer.price), 0);
  return timesPaise(line.unitPrice, line.quantity) + offers * line.quantity;
}

/** quantity x (unit price + each offer product's price), in rupees. */
export function lineTotal(line: PricedCartLine): number {
  return fromPaise(lineTotalPaise(line));
}

/** The sum of the line totals, in rupees. */
export function cartSubtotal(lines: readonly PricedCartLine[]): number {
  return fromPaise(lines.reduce((sum, line) => sum + lineTotalPaise(line), 0));
}

/** The number of items: the sum of the quantities. */
export function cartCount(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart's currency: its first line's, or the shop's when it is empty. */
export function cartCurrency(lines: ReadonlyArray<{ currencyCode: string }>): string {
  return lines[0]?.currencyCode ?? SHOP_CURRENCY;
}
