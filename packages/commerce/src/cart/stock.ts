// Stock limits of a cart line (the shop's own rules; the spec shows 'OUT OF STOCK' only): a line
// holds at most what is left of its colour and size. An add or increase past that keeps the line at
// what is left and says so; nothing left refuses with the spec's 'OUT OF STOCK'. The same rule caps
// lines at Place Order when stock ran down after they were added.
import { MAX_QUANTITY_PER_LINE } from './limits.ts';

/** Most units a line may hold: the line limit, or fewer when fewer are left. */
export function maxUnits(stock: number, limit: number = MAX_QUANTITY_PER_LINE): number {
  return Math.max(0, Math.min(limit, Math.trunc(stock)));
}

export type StockCheck =
  /** Within stock: the line gets `quantity`. */
  | { kind: 'ok'; quantity: number }
  /** Past stock with some left: the line gets `quantity` (what is left), and the shopper is told. */
  | { kind: 'capped'; quantity: number; left: number }
  /** The line already holds all that is left (`left` > 0): nothing changes. */
  | { kind: 'allInCart'; left: number }
  /** None left. */
  | { kind: 'outOfStock' };

/** A line's new quantity against the units left of its colour and size (current: what it holds now). */
export function checkStock(current: number, wanted: number, stock: number): StockCheck {
  const left = Math.max(0, Math.trunc(stock));
  if (left === 0) return { kind: 'outOfStock' };
  if (wanted <= left) return { kind: 'ok', quantity: wanted };
  if (current >= left) return { kind: 'allInCart', left };
  return { kind: 'capped', quantity: left, left };
}
