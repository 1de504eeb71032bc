import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addItem,
  cartCount,
  cartSubtotal,
  decreaseItem,
  increaseItem,
  removeItem,
  toCartItem,
  type CartItem,
  type CartItemInput,
} from './cart-rules.ts';
import { getCartSnapshot, getServerCartSnapshot, subscribeCart, writeCart } from './cart-store.ts';

/** The guest cart's lines, live across components and tabs. */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
}

export function useCartCount(): number {
  return cartCount(useCartItems());
}

/**
 * Buy Now: adds the main line, then each extra line (add-ons) that still fits. Nothing is saved and
 * false is returned when the main line would pass the maximum quantity.
 */
export function addToCart(main: CartItemInput, extras: CartItemInput[] = []): boolean {
  const first = addItem(getCartSnapshot(), toCartItem(main));
  if (!first.added) return false;
  let items = first.items;
  for (const extra of extras) {
    const result = addItem(items, toCartItem(extra));
    if (result.added) items = result.items;
  }
  writeCart(items);
  return true;
}

export function useCart() {
  const items = useCartItems();
  const update = useCallback((change: (items: CartItem[]) => CartItem[]) => writeCart(change(getCartSnapshot())), []);
  return useMemo(
    () => ({
      items,
      count: cartCount(items),
      subtotal: cartSubtotal(items),
      increase: (id: string) => update((lines) => increaseItem(lines, id)),
      decrease: (id: string) => update((lines) => decreaseItem(lines, id)),
      remove: (id: string) => update((lines) => removeItem(lines, id)),
    }),
    [items, update],
  );
}
