// Place Order against the cart the shopper priced and the stock left. `sameCart`: the lines the
// client sent (cart_lines) are the server cart's, or those of the order an idempotency key made. `shortLines`: lines of one colour and size share
// its stock, so each line gets what is left after the lines before it; a line holding more than its
// share is short. The order is then refused (nothing taken) and `capLines`, in a transaction of its
// own, keeps each short line at its share (none: removed) so the shopper reviews what can be had.
import type { Kysely } from 'kysely';
import { ORDER_CART_ERRORS, lineLabel, orderStockMessage } from '@shop/commerce/cart/messages';
import { lineId, type LineKey } from '@shop/commerce/cart/lines';
import { deleteCartLine, saveCartLine } from '../db/queries/cart.ts';
import { stockLeft } from '../db/queries/checkout.ts';
import { orderItems } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import type { Refusal } from './addresses.ts';
import type { OrderLine } from './order-cart.ts';

type Db = Kysely<Database>;

export interface ShortLine {
  line: OrderLine;
  /** Units left for this line (0: none). */
  left: number;
}

interface LineCount {
  id: string;
  quantity: number;
}

/** True when the client's lines are these, quantities included (order-independent). */
export function sameCart(
  sent: readonly LineCount[],
  lines: ReadonlyArray<LineCount | Pick<OrderLine, 'id' | 'line'>>,
): boolean {
  const print = (counts: readonly LineCount[]) =>
    counts
      .map((l) => `${l.id}x${l.quantity}`)
      .sort()
      .join(',');
  return print(sent) === print(lines.map((l) => ('line' in l ? { id: l.id, quantity: l.line.quantity } : l)));
}

/**
 * The cart lines an order was made from, as line ids and units: each product item with the offer
 * product items written right after it (the offers chosen with that line).
 */
export async function orderedLines(db: Db, orderId: number): Promise<LineCount[]> {
  const lines: Array<{ key: LineKey; quantity: number } | null> = [];
  for (const i of await orderItems(db, [orderId])) {
    const last = lines.at(-1);
    if (i.offerproduct === 1) {
      if (last) last.key = { ...last.key, offerIds: [...last.key.offerIds, i.product_id] };
      continue;
    }
    lines.push(
      i.color_id === null
        ? null
        : {
            key: { productId: i.product_id, colorId: i.color_id, size: i.size, strapId: i.strap_id, offerIds: [] },
            quantity: i.units,
          },
    );
  }
  return lines.flatMap((l) => (l ? [{ id: lineId(l.key), quantity: l.quantity }] : []));
}

/** The lines holding more than is left of their colour and size (shared in cart order). */
export async function shortLines(db: Db, lines: readonly OrderLine[]): Promise<ShortLine[]> {
  const left = new Map<string, number>();
  const short: ShortLine[] = [];
  for (const l of lines) {
    const stockKey = `${l.line.colorId}|${l.line.size}`;
    const available = left.get(stockKey) ?? (await stockLeft(db, l.line.colorId, l.line.size));
    const kept = Math.min(available, l.line.quantity);
    left.set(stockKey, available - kept);
    if (kept < l.line.quantity) short.push({ line: l, left: Math.max(0, kept) });
  }
  return short;
}

/** Keeps each short line at what is left for it; a line with none left is removed. */
export async function capLines(db: Db, userId: number, short: readonly ShortLine[], now: Date): Promise<void> {
  for (const { line, left } of short) {
    if (left > 0) await saveCartLine(db, userId, { ...line.line, quantity: left }, now);
    else await deleteCartLine(db, userId, line.line);
  }
}

/** The refusal of an order with short lines: each line named with what the cart now holds. */
export function stockRefusal(short: readonly ShortLine[]): Refusal {
  const message = short
    .map(({ line, left }) => orderStockMessage(lineLabel(line.name, line.colorName, line.line.size), left))
    .join(' ');
  return { status: 409, message, code: ORDER_CART_ERRORS.stockShort.code };
}
