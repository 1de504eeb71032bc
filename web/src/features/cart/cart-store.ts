// The guest cart in localStorage ('voodscart'), as an external store for useSyncExternalStore:
// every change is written at once and announced to this tab (a custom event) and to other tabs
// (the browser's storage event).
import { CART_STORAGE_KEY } from '@/lib/constants.ts';
import { parseCart, type CartItem } from './cart-rules.ts';

const CHANGE_EVENT = 'voodscart:change';
const EMPTY: CartItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored lines; the same array is returned until the stored text changes. */
export function getCartSnapshot(): CartItem[] {
  const raw = readRaw();
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
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    console.warn('[cart] could not save the cart', error);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
