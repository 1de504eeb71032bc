// Opening the header's cart drawer from anywhere on the page (the product page's Add to cart): a
// counter the header watches; each request opens the drawer once.
import { useSyncExternalStore } from 'react';

let requests = 0;
const listeners = new Set<() => void>();

/** Asks the header to open the cart drawer. */
export function openCartDrawer(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the drawer was asked to open (changes at each request). */
export function useCartDrawerRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );
}
