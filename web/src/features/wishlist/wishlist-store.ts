// The guest wishlist in localStorage ('wishlist': product ids, newest first), as an external store
// for useSyncExternalStore: every change is written at once and announced to this tab and others.
import { announceStored, readStored, subscribeStored, writeStored } from '@/lib/browser-storage.ts';
import { uniqueProductIds } from '@shop/commerce/wishlist/wishlist';

export const WISHLIST_STORAGE_KEY = 'wishlist';
const CHANGE_EVENT = 'wishlist:change';
const EMPTY: string[] = [];

let cachedRaw: string | null = null;
let cachedIds: string[] = EMPTY;

/** Stored text to ids: positive integers once each; anything else is an empty list. */
export function parseWishlist(raw: string | null): string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return uniqueProductIds(value.map(Number)).map(String);
  } catch {
    return EMPTY;
  }
}

export function getWishlistSnapshot(): string[] {
  const raw = readStored(WISHLIST_STORAGE_KEY);
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  cachedIds = parseWishlist(raw);
  return cachedIds;
}

export function getServerWishlistSnapshot(): string[] {
  return EMPTY;
}

export function writeWishlist(ids: readonly string[]): void {
  if (!writeStored(WISHLIST_STORAGE_KEY, JSON.stringify(ids))) console.warn('[wishlist] could not save the wishlist');
  announceStored(CHANGE_EVENT, null);
}

export function subscribeWishlist(onChange: () => void): () => void {
  return subscribeStored(WISHLIST_STORAGE_KEY, CHANGE_EVENT, { thisTab: onChange, otherTab: onChange });
}
