// The guest cart in localStorage ('voodscart'), as an external store for useSyncExternalStore:
// every change is written at once and announced to this tab (a custom event) and to other tabs
// (the browser's storage event).
import { announceStored, readStored, subscribeStored, writeStored } from '@/lib/browser-storage.ts';
import { CART_STORAGE_KEY } from '@/lib/constants.ts';
import { parseCart, type CartItem } from './cart-rules.ts';

const CHANGE_EVENT = 'voodscart:change';
const EMPTY: CartItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: CartItem[] = EMPTY;

/** The stored lines; the same array is returned until the stored text changes. */
export function getCartSnapshot(): CartItem[] {
  const raw = readStored(CART_STORAGE_KEY);
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    cachedItems = raw ? parseCart(JSON.parse(raw)) : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

export function getServerCartSnapshot(): CartItem[] {
  return EMPTY;
}

export function writeCart(items: CartItem[]): void {
  if (!writeStored(CART_STORAGE_KEY, JSON.stringify(items))) console.warn('[cart] could not save the cart');
  announceStored(CHANGE_EVENT, null);
}

export function subscribeCart(onChange: () => void): () => void {
  return subscribeStored(CART_STORAGE_KEY, CHANGE_EVENT, { thisTab: onChange, otherTab: onChange });
}
