// Cart lines: a line's identity (product, colour, size, strap and the offer products the shopper
// chose with it), combining lines of the same key, merging a guest's local cart into the server
// cart with the line limit, and checking a line against what the catalog knows (product, colour,
// size, strap, offers, stock).
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from './limits.ts';
import type { CartErrorKey } from './messages.ts';
import { clampQuantity } from './quantity.ts';

/**
 * A line is product + colour + size ('' when none) + strap (0 when none) + the offer products
 * chosen with it (ids in ascending order, none when the shopper chose none).
 */
export interface LineKey {
  productId: number;
  colorId: number;
  size: string;
  strapId: number;
  offerIds: readonly number[];
}

export interface CartLine extends LineKey {
  quantity: number;
}

/** Offer product ids in one order (ascending), so the same choice always names the same line. */
export function sortedOfferIds(ids: readonly number[]): number[] {
  return [...ids].sort((a, b) => a - b);
}

/** "101-1011-8-0": product, colour, size, strap; with chosen offers "101-1011-8-0-5001+5002". */
export function lineId(key: LineKey): string {
  const base = `${key.productId}-${key.colorId}-${key.size}-${key.strapId}`;
  return key.offerIds.length === 0 ? base : `${base}-${sortedOfferIds(key.offerIds).join('+')}`;
}

function sameOffers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = sortedOfferIds(a);
  const y = sortedOfferIds(b);
  return x.every((id, i) => id === y[i]);
}

export function sameLine(a: LineKey, b: LineKey): boolean {
  return (
    a.productId === b.productId &&
    a.colorId === b.colorId &&
    a.size === b.size &&
    a.strapId === b.strapId &&
    sameOffers(a.offerIds, b.offerIds)
  );
}

const keyOf = (line: LineKey): LineKey => ({
  productId: line.productId,
  colorId: line.colorId,
  size: line.size,
  strapId: line.strapId,
  offerIds: sortedOfferIds(line.offerIds),
});

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

/** Guest lines worth sending on: at least one unit (the receiver clamps and caps the rest). */
export function usableGuestLines<T extends { quantity: number }>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.quantity >= MIN_QUANTITY_PER_LINE);
}

export interface CappedLine {
  key: LineKey;
  requested: number;
  kept: number;
}

export interface MergeResult {
  /** The lines to write: new lines and existing lines with a new quantity. */
  changed: CartLine[];
  /** Lines whose total (server + local) passed the limit and was cut to it. */
  capped: CappedLine[];
}

/** Adds the local quantities to the server lines (new lines for new keys), each capped at the limit. */
export function mergeCarts(server: readonly CartLine[], local: readonly CartLine[]): MergeResult {
  const changed: CartLine[] = [];
  const capped: CappedLine[] = [];
  for (const line of combineLines(local)) {
    const current = server.find((l) => sameLine(l, line))?.quantity ?? 0;
    const requested = current + Math.max(MIN_QUANTITY_PER_LINE, Math.trunc(line.quantity));
    const kept = Math.min(MAX_QUANTITY_PER_LINE, requested);
    const key = keyOf(line);
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
  /** Product id -> the ids of the offer products it may be bought with. */
  offers: ReadonlyMap<number, ReadonlySet<number>>;
}

export type LineProblem = Extract<
  CartErrorKey,
  'productNotFound' | 'colorNotFound' | 'sizeUnavailable' | 'strapNotFound' | 'offerNotFound'
>;

/** The chosen offers are the product's own, each once. */
export function offersBelong(facts: CatalogFacts, productId: number, offerIds: readonly number[]): boolean {
  const offers = facts.offers.get(productId);
  return new Set(offerIds).size === offerIds.length && offerIds.every((id) => offers?.has(id) === true);
}
export type LineCheck = { ok: true; key: LineKey; stock: number } | { ok: false; problem: LineProblem };

/**
 * Checks a line against the catalog and normalises it: a sized product needs one of its colour's
 * sizes; an unsized product ignores any size; a strap must belong to the colour (0 = none); each
 * chosen offer must be one of the product's offer products, chosen once (kept in ascending order).
 */
export function checkLine(facts: CatalogFacts, key: LineKey): LineCheck {
  const product = facts.products.get(key.productId);
  if (!product) return { ok: false, problem: 'productNotFound' };
  const color = facts.colors.get(key.colorId);
  if (!color || color.productId !== key.productId) return { ok: false, problem: 'colorNotFound' };
  const sizes = facts.stock.get(key.colorId) ?? new Map<string, number>();
  const size = product.hasSizes ? key.size.trim() : '';
  if (product.hasSizes && (size === '' || !sizes.has(size))) return { ok: false, problem: 'sizeUnavailable' };
  if (key.strapId !== 0 && facts.straps.get(key.strapId)?.colorId !== key.colorId)
    return { ok: false, problem: 'strapNotFound' };
  if (!offersBelong(facts, key.productId, key.offerIds)) return { ok: false, problem: 'offerNotFound' };
  return {
    ok: true,
    key: {
      productId: key.productId,
      colorId: key.colorId,
      size,
      strapId: key.strapId,
      offerIds: sortedOfferIds(key.offerIds),
    },
    stock: sizes.get(size) ?? 0,
  };
}

/**
 * The valid lines of a local cart, normalised and combined; invalid lines are dropped, and so are
 * chosen offers the product no longer has (the line stays, without them).
 */
export function validLocalLines(facts: CatalogFacts, local: readonly CartLine[]): CartLine[] {
  const valid: CartLine[] = [];
  for (const line of local) {
    const offers = facts.offers.get(line.productId);
    const offerIds = [...new Set(line.offerIds)].filter((id) => offers?.has(id) === true);
    const check = checkLine(facts, { ...line, offerIds });
    if (check.ok) valid.push({ ...check.key, quantity: line.quantity });
  }
  return combineLines(valid);
}

/** A guest cart as priced by the server: valid lines only, quantities clamped to 1-5. */
export function guestCartLines(facts: CatalogFacts, local: readonly CartLine[]): CartLine[] {
  return validLocalLines(facts, local).map((l) => ({ ...l, quantity: clampQuantity(l.quantity) }));
}
