// Quantity rules of a cart line (storefront spec sections 4, 5 and 9): an add merges into the line
// while the total stays within the line limit, increase stops at the limit, decrease at 1. The limit
// is MAX_QUANTITY_PER_LINE unless the caller names another (a screen follows the server's value).
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from './limits.ts';

export type QuantityRefusal = 'minQuantity' | 'maxQuantity';
export type QuantityResult = { ok: true; quantity: number } | { ok: false; error: QuantityRefusal };

/** A quantity asked for on its own (a product-page add): null when it is within 1 to the limit. */
export function checkQuantity(quantity: number, max: number = MAX_QUANTITY_PER_LINE): QuantityRefusal | null {
  if (quantity < MIN_QUANTITY_PER_LINE) return 'minQuantity';
  if (quantity > max) return 'maxQuantity';
  return null;
}

/** Adds units to a line (current 0: a new line); refused when the total would pass the limit. */
export function addUnits(current: number, added: number, max: number = MAX_QUANTITY_PER_LINE): QuantityResult {
  const refusal = checkQuantity(added, max) ?? checkQuantity(current + added, max);
  return refusal ? { ok: false, error: refusal } : { ok: true, quantity: current + added };
}

/** One more unit, refused at the limit. */
export function increaseUnits(current: number, max: number = MAX_QUANTITY_PER_LINE): QuantityResult {
  return addUnits(current, 1, max);
}

/** One unit less, never below 1. */
export function decreaseUnits(current: number): number {
  return Math.max(MIN_QUANTITY_PER_LINE, current - 1);
}

/** A stored or sent quantity held within 1 to the limit (whole units, fractions dropped). */
export function clampQuantity(quantity: number, max: number = MAX_QUANTITY_PER_LINE): number {
  return Math.min(max, Math.max(MIN_QUANTITY_PER_LINE, Math.trunc(quantity)));
}
