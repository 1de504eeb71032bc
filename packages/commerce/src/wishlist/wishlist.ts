// The wishlist: saved products (one entry per product, newest first), at most MAX_WISHLIST_ITEMS.
// A guest keeps the ids in the browser; at sign-in they are merged into the account's list the way
// the guest cart is: the account's entries stay, the guest's new ones come first, duplicates once,
// and what passes the bound is dropped and counted. Messages are the shop's own (the specs have none).

/** The most products a wishlist holds. */
export const MAX_WISHLIST_ITEMS = 100;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist is full (${MAX_WISHLIST_ITEMS} products). Remove one to save another.`,
  productNotFound: 'This product is no longer available.',
  empty: 'Your wishlist is empty',
} as const;

export const WISHLIST_ERROR_CODES = {
  full: 'WISHLIST_FULL',
  productNotFound: 'NOT_FOUND',
} as const;

/** The ids once each, in their first order; non-positive or non-integer ids are left out. */
export function uniqueProductIds(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const id of ids) {
    if (!Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

/** The guest's ids that the account lacks, in the guest's order, bounded by the room left. */
export function idsToMerge(
  saved: readonly number[],
  guest: readonly number[],
  max = MAX_WISHLIST_ITEMS,
): { add: number[]; dropped: number } {
  const have = new Set(saved);
  const fresh = uniqueProductIds(guest).filter((id) => !have.has(id));
  const room = Math.max(0, max - have.size);
  return { add: fresh.slice(0, room), dropped: Math.max(0, fresh.length - room) };
}

/** A local list with the product saved (first) or removed; null when saving would pass the bound. */
export function toggleSaved(ids: readonly number[], id: number, max = MAX_WISHLIST_ITEMS): number[] | null {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  if (ids.length >= max) return null;
  return [id, ...ids];
}

/** 'Save Nimbus Buds 2 to wishlist' or 'Remove Nimbus Buds 2 from wishlist': the heart's name. */
export function heartLabel(name: string, saved: boolean): string {
  return saved ? `Remove ${name} from wishlist` : `Save ${name} to wishlist`;
}

/** What the heart says politely after a change. */
export function heartStatus(name: string, saved: boolean): string {
  return saved ? `${name} saved to your wishlist.` : `${name} removed from your wishlist.`;
}
