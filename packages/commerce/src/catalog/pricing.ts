// Prices as a product card shows them (storefront spec section 2): the sale price, the list price
// struck through when it is higher, and the discount text ('28%', shown followed by ' Off').
import { toPaise } from '../money.ts';
import { divideRounded } from '../rounding.ts';

/** The list price to strike through: only when it is higher than the sale price. */
export function compareAtAmount(salePrice: number, listPrice: number): number | null {
  return toPaise(listPrice) > toPaise(salePrice) ? listPrice : null;
}

/** The discount off the list price in whole percent ('28%'), by the one rounding rule; null without one. */
export function discountText(listPrice: number, salePrice: number): string | null {
  const list = toPaise(listPrice);
  const sale = toPaise(salePrice);
  if (!(list > 0) || sale >= list) return null;
  const percent = divideRounded((list - sale) * 100, list);
  return percent > 0 ? `${percent}%` : null;
}
