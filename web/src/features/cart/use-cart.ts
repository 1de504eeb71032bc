import { useSyncExternalStore } from 'react';
import { cartCount } from '@shop/commerce/cart/subtotal';
import { addItem, toCartItem, type CartItem, type CartItemInput } from './cart-rules.ts';
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
