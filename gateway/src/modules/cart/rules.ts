// Pure cart rules (spec sections 4 and 9): line totals with offer products, subtotal, count, the
// quantity bounds. Amounts are summed in minor units (paise) so that decimals add up exactly.
// Tested beside with worked figures.
import { DEFAULT_CURRENCY, MAX_QTY, MIN_QTY } from './constants.ts';
import type { CartLineSpec } from './models.ts';

interface PricedLine {
  quantity: number;
  unitPrice: number;
  offerProducts: ReadonlyArray<{ price: number }>;
  currencyCode?: string;
}

const toMinor = (amount: number): number => Math.round(amount * 100);
const fromMinor = (minor: number): number => minor / 100;

function lineTotalMinor(line: PricedLine): number {
  const offers = line.offerProducts.reduce((sum, offer) => sum + toMinor(offer.price), 0);
  return line.quantity * (toMinor(line.unitPrice) + offers);
}

/** quantity x (unit price + the price of each offer product). */
export function lineTotal(line: PricedLine): number {
  return fromMinor(lineTotalMinor(line));
}

/** Sum of the line totals. */
export function cartSubtotal(lines: readonly PricedLine[]): number {
  return fromMinor(lines.reduce((sum, line) => sum + lineTotalMinor(line), 0));
}

/** Sum of the quantities. */
export function cartCount(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart's currency: its lines', or rupees when it is empty. */
export function cartCurrency(lines: ReadonlyArray<{ currencyCode: string }>): string {
  return lines[0]?.currencyCode ?? DEFAULT_CURRENCY;
}

export type QuantityCheck = 'ok' | 'below-min' | 'above-max';

/** A quantity to add to a line: 1 to 5 (spec section 5). */
export function checkQuantity(quantity: number): QuantityCheck {
  if (quantity < MIN_QTY) return 'below-min';
  if (quantity > MAX_QTY) return 'above-max';
  return 'ok';
}

/** Guest lines worth sending upstream: at least one unit (upstream clamps to 1-5 and caps merges). */
export function usableGuestLines<T extends Pick<CartLineSpec, 'quantity'>>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.quantity >= MIN_QTY);
}
