// Cart rules: line identity, quantity changes within 1 to 5, merging a local cart into the server
// cart with capping, and the catalog checks of a line (product, colour, size, strap, stock).
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from './cart-constants.ts';

/** A line is product + colour + size ('' when none) + strap (0 when none). */
export interface LineKey {
  productId: number;
  colorId: number;
  size: string;
  strapId: number;
}

export interface CartLine extends LineKey {
  quantity: number;
}

export type QuantityResult = { ok: true; quantity: number } | { ok: false; error: 'MAX_QUANTITY' };

/** "101-1011-8-0": product, colour, size, strap. */
export function lineId(key: LineKey): string {
  return `${key.productId}-${key.colorId}-${key.size}-${key.strapId}`;
}

export function sameLine(a: LineKey, b: LineKey): boolean {
  return a.productId === b.productId && a.colorId === b.colorId && a.size === b.size && a.strapId === b.strapId;
}

/** Adds units to a line (current 0 = a new line); refused when the total would pass 5. */
export function addUnits(current: number, added: number): QuantityResult {
  const quantity = current + added;
  if (added < MIN_QUANTITY_PER_LINE || quantity > MAX_QUANTITY_PER_LINE) return { ok: false, error: 'MAX_QUANTITY' };
  return { ok: true, quantity };
}

/** One more unit, refused at 5. */
export function increaseUnits(current: number): QuantityResult {
  return addUnits(current, 1);
}

/** One unit less, never below 1. */
export function decreaseUnits(current: number): number {
  return Math.max(MIN_QUANTITY_PER_LINE, current - 1);
}

export function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY_PER_LINE, Math.max(MIN_QUANTITY_PER_LINE, Math.trunc(quantity)));
}

/** Lines with the same key summed into the first of them, order kept. */
export function combineLines(lines: readonly CartLine[]): CartLine[] {
  const combined: CartLine[] = [];
  for (const line of lines) {
    const existing = combined.find((l) => sameLine(l, line));
    if (existing) existing.quantity += line.quantity;
    else combined.push({ ...line });
  }
  return combined;
}

export interface CappedLine {
  key: LineKey;
  requested: number;
  kept: number;
}

export interface MergeResult {
  /** The lines to write: new lines and existing lines with a new quantity. */
  changed: CartLine[];
  /** Lines whose total (server + local) passed 5 and was cut to 5. */
  capped: CappedLine[];
}

/** Adds the local quantities to the server lines (new lines for new keys), each capped at 5. */
export function mergeCarts(server: readonly CartLine[], local: readonly CartLine[]): MergeResult {
  const changed: CartLine[] = [];
  const capped: CappedLine[] = [];
  for (const line of combineLines(local)) {
    const current = server.find((l) => sameLine(l, line))?.quantity ?? 0;
    const requested = current + Math.max(MIN_QUANTITY_PER_LINE, Math.trunc(line.quantity));
    const kept = Math.min(MAX_QUANTITY_PER_LINE, requested);
    const key = { productId: line.productId, colorId: line.colorId, size: line.size, strapId: line.strapId };
    if (requested > kept) capped.push({ key, requested, kept });
    if (kept !== current) changed.push({ ...key, quantity: kept });
  }
  return { changed, capped };
}

/** What the catalog knows about the products of some lines. */
export interface CatalogFacts {
  products: ReadonlyMap<number, { hasSizes: boolean }>;
  colors: ReadonlyMap<number, { productId: number }>;
  /** Colour id -> size ('' for unsized products) -> units in stock. */
  stock: ReadonlyMap<number, ReadonlyMap<string, number>>;
  straps: ReadonlyMap<number, { colorId: number }>;
}

export type LineProblem = 'UNKNOWN_PRODUCT' | 'UNKNOWN_COLOR' | 'BAD_SIZE' | 'BAD_STRAP';
export type LineCheck = { ok: true; key: LineKey; stock: number } | { ok: false; problem: LineProblem };

/**
 * Checks a line against the catalog and normalises it: a sized product needs one of its colour's
 * sizes; an unsized product ignores any size; a strap must belong to the colour (0 = none).
 */
export function checkLine(facts: CatalogFacts, key: LineKey): LineCheck {
  const product = facts.products.get(key.productId);
  if (!product) return { ok: false, problem: 'UNKNOWN_PRODUCT' };
  const color = facts.colors.get(key.colorId);
  if (!color || color.productId !== key.productId) return { ok: false, problem: 'UNKNOWN_COLOR' };
  const sizes = facts.stock.get(key.colorId) ?? new Map<string, number>();
  const size = product.hasSizes ? key.size.trim() : '';
  if (product.hasSizes && (size === '' || !sizes.has(size))) return { ok: false, problem: 'BAD_SIZE' };
  if (key.strapId !== 0 && facts.straps.get(key.strapId)?.colorId !== key.colorId)
    return { ok: false, problem: 'BAD_STRAP' };
  return {
    ok: true,
    key: { productId: key.productId, colorId: key.colorId, size, strapId: key.strapId },
    stock: sizes.get(size) ?? 0,
  };
}

/** The valid lines of a local cart, normalised and combined; invalid lines are dropped. */
export function validLocalLines(facts: CatalogFacts, local: readonly CartLine[]): CartLine[] {
  const valid: CartLine[] = [];
  for (const line of local) {
    const check = checkLine(facts, line);
    if (check.ok) valid.push({ ...check.key, quantity: line.quantity });
  }
  return combineLines(valid);
}

/** A guest cart as priced by the server: valid lines only, quantities clamped to 1-5. */
export function guestCartLines(facts: CatalogFacts, local: readonly CartLine[]): CartLine[] {
  return validLocalLines(facts, local).map((l) => ({ ...l, quantity: clampQuantity(l.quantity) }));
}
