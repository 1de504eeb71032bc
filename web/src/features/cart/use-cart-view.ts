// One shape for every cart on screen (drawer and checkout review): lines to show, count, subtotal,
// busy and error states, and the three line actions. Three sources: the customer's server cart,
// a guest's local lines priced by the gateway (drawer), and the local cart as stored (review).
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { MAX_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { cartCount } from '@shop/commerce/cart/subtotal';
import { formatMoney } from '@shop/commerce/money';
import { CartPanel_QueryFragmentDoc, type CartPanel_CartFragment } from '@/generated/graphql.ts';
import { useGuestCartQuery } from '@/generated/operations/guest-cart.ts';
import { CART_PRICES_FAILED_MESSAGE } from '@/lib/constants.ts';
import { cartSubtotal, decreaseItem, increaseItem, removeItem, type CartItem } from './cart-rules.ts';
import { getCartSnapshot, writeCart } from './cart-store.ts';
import { findLocalItem, fromLocalItem, fromServerLine, toLineInput, type CartLineView } from './cart-view.ts';
import { useCartItems } from './use-cart.ts';
import { useServerCart, type LineChange } from './use-server-cart.ts';

export type CartViewModel = {
  /** Nothing to show yet. */
  loading: boolean;
  /** A change (or a new price) is on its way: the steppers wait. */
  busy: boolean;
  lines: CartLineView[];
  count: number;
  subtotal: string;
  /** Most units of one line: the server's Cart.maxQuantityPerLine, or the package's for stored lines. */
  maxQuantity: number;
  /** A message about the whole cart (its prices could not be loaded). */
  error: string | null;
  /** A message per line key (e.g. 'Max 5 items Allowed' from the server). */
  lineMessages: Record<string, string>;
  change: (change: LineChange, line: CartLineView) => void;
};

const NO_MESSAGES: Record<string, string> = {};

/** The customer's cart: read from the cache (the screen query brought it), changed by mutations. */
export function useCustomerCartView(): CartViewModel {
  const { data, complete } = useFragment({
    fragment: CartPanel_QueryFragmentDoc,
    fragmentName: 'CartPanel_query',
    from: 'ROOT_QUERY',
  });
  const serverCart = useServerCart();
  const [pending, setPending] = useState(false);
  const [lineMessages, setLineMessages] = useState(NO_MESSAGES);
  const cart = complete ? data.cart : null;
  return {
    loading: cart === null,
    busy: pending,
    lines: cart?.lines.map(fromServerLine) ?? [],
    count: cart?.count ?? 0,
    subtotal: cart?.subtotal.formatted ?? '',
    maxQuantity: cart?.maxQuantityPerLine ?? MAX_QUANTITY_PER_LINE,
    error: null,
    lineMessages,
    change: (change, line) => {
      setPending(true);
      setLineMessages(NO_MESSAGES);
      void serverCart.changeLine(change, line.lineKey).then((message) => {
        setPending(false);
        if (message !== null) setLineMessages({ [line.key]: message });
      });
    },
  };
}

/** Changes the local line a shown line stands for. */
function changeLocal(change: LineChange, line: CartLineView): void {
  const item = findLocalItem(getCartSnapshot(), line.lineKey);
  if (!item) return;
  const items = getCartSnapshot();
  writeCart(
    change === 'increase'
      ? increaseItem(items, item.id)
      : change === 'decrease'
        ? decreaseItem(items, item.id)
        : removeItem(items, item.id),
  );
}

/** A guest's cart in the drawer: the local lines priced by the gateway (asked again after each change). */
export function useGuestPricedCartView(): CartViewModel {
  const items = useCartItems();
  const lines = items.map(toLineInput);
  const { data, previousData, loading, error } = useGuestCartQuery({ variables: { lines }, skip: items.length === 0 });
  const shown = items.length === 0 ? null : (data ?? previousData);
  const cart = shown?.cart ?? null;
  if (error && !cart) {
    // The prices could not be loaded: the lines as stored, with the browser's prices.
    return { ...localView(items), error: CART_PRICES_FAILED_MESSAGE, change: changeLocal };
  }
  return {
    loading: items.length > 0 && cart === null,
    busy: loading,
    lines: cart?.lines.map(fromServerLine) ?? [],
    count: cart?.count ?? 0,
    subtotal: cart?.subtotal.formatted ?? '',
    maxQuantity: cart?.maxQuantityPerLine ?? MAX_QUANTITY_PER_LINE,
    error: null,
    lineMessages: NO_MESSAGES,
    change: changeLocal,
  };
}

function localView(items: CartItem[]): CartViewModel {
  return {
    loading: false,
    busy: false,
    lines: items.map(fromLocalItem),
    count: cartCount(items),
    subtotal: formatMoney(cartSubtotal(items)),
    maxQuantity: MAX_QUANTITY_PER_LINE,
    error: null,
    lineMessages: NO_MESSAGES,
    change: changeLocal,
  };
}

/**
 * A guest's cart priced by the screen's own query (the checkout asks for it with its one request):
 * the lines as stored until the first answer or when it failed, then the gateway's prices.
 */
export function useScreenPricedGuestCartView(
  cart: CartPanel_CartFragment | null | undefined,
  pending: boolean,
  failed: boolean,
): CartViewModel {
  const items = useCartItems();
  if (items.length === 0) return localView(items);
  if (!cart)
    return failed ? { ...localView(items), error: CART_PRICES_FAILED_MESSAGE } : { ...localView(items), loading: true };
  return {
    loading: false,
    busy: pending,
    lines: cart.lines.map(fromServerLine),
    count: cart.count,
    subtotal: cart.subtotal.formatted,
    maxQuantity: cart.maxQuantityPerLine,
    error: null,
    lineMessages: NO_MESSAGES,
    change: changeLocal,
  };
}
