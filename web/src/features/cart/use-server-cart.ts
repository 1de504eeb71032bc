// The customer's server cart: the mutations, each writing the cart it returns into the cache
// (ROOT_QUERY.cart, which every screen query fetched through the header), so the drawer, the
// checkout review and the header count change without a reload.
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { CartPanel_QueryFragmentDoc, type CartLineKeyInput, type CartPanel_CartFragment } from '@/generated/graphql.ts';
import { AddToCartDocument } from '@/generated/operations/add-to-cart.ts';
import { DecreaseCartLineDocument } from '@/generated/operations/decrease-cart-line.ts';
import { IncreaseCartLineDocument } from '@/generated/operations/increase-cart-line.ts';
import { MergeGuestCartDocument } from '@/generated/operations/merge-guest-cart.ts';
import { RemoveFromCartDocument } from '@/generated/operations/remove-from-cart.ts';
import { CART_STOCK_CODES } from '@shop/commerce/cart/messages';
import { shopperAuthorization } from '@/lib/auth-link.ts';
import { CART_MERGE_FAILED_MESSAGE, CART_UPDATE_FAILED_MESSAGE } from '@/lib/constants.ts';
import type { CartItemInput } from './cart-rules.ts';
import { getCartSnapshot, writeCart } from './cart-store.ts';
import { cappedNotice, purchaseToLineInput, toLineInput } from './cart-view.ts';

type Payload =
  { cart: CartPanel_CartFragment | null; userErrors: ReadonlyArray<{ message: string; code: string }> } | undefined;

/** Puts a cart a mutation returned where the screens read the customer's cart. */
export function writeCustomerCart(cache: ApolloCache, cart: CartPanel_CartFragment | null | undefined): void {
  if (!cart) return;
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: CartPanel_QueryFragmentDoc,
    fragmentName: 'CartPanel_query',
    data: { cart },
  });
}

/** Null when the change went through, else the message to show (the server's, or a generic one). */
function outcome(payload: Payload): string | null {
  if (!payload) return CART_UPDATE_FAILED_MESSAGE;
  return payload.userErrors[0]?.message ?? null;
}

export type LineChange = 'increase' | 'decrease' | 'remove';

export function useServerCart() {
  const client = useApolloClient();
  const update = (cache: ApolloCache, payload: Payload): void => writeCustomerCart(cache, payload?.cart);

  /** One line more, one less, or removed; resolves to null or the message to show. */
  const changeLine = async (change: LineChange, input: CartLineKeyInput): Promise<string | null> => {
    try {
      switch (change) {
        case 'increase': {
          const result = await client.mutate({
            mutation: IncreaseCartLineDocument,
            variables: { input },
            update: (cache, { data }) => update(cache, data?.increaseCartLine),
          });
          return outcome(result.data?.increaseCartLine);
        }
        case 'decrease': {
          const result = await client.mutate({
            mutation: DecreaseCartLineDocument,
            variables: { input },
            update: (cache, { data }) => update(cache, data?.decreaseCartLine),
          });
          return outcome(result.data?.decreaseCartLine);
        }
        case 'remove': {
          const result = await client.mutate({
            mutation: RemoveFromCartDocument,
            variables: { input },
            update: (cache, { data }) => update(cache, data?.removeFromCart),
          });
          return outcome(result.data?.removeFromCart);
        }
      }
    } catch (error) {
      console.warn('[cart] change failed', error);
      return CART_UPDATE_FAILED_MESSAGE;
    }
  };

  /**
   * Buy Now for a customer: the main line, then each add-on (an add-on the cart refuses, e.g. a
   * line already at 5, is skipped as in the guest cart). Null when the main line went in; the
   * stock's message when it went in at what is left (STOCK_CAPPED: the add-ons go in too).
   */
  const addLines = async (main: CartItemInput, extras: CartItemInput[] = []): Promise<string | null> => {
    try {
      const add = (line: CartItemInput) =>
        client.mutate({
          mutation: AddToCartDocument,
          variables: { input: purchaseToLineInput(line) },
          update: (cache, { data }) => update(cache, data?.addToCart),
        });
      const payload = (await add(main)).data?.addToCart;
      const first = outcome(payload);
      if (first !== null && payload?.userErrors[0]?.code !== CART_STOCK_CODES.capped) return first;
      for (const extra of extras) await add(extra);
      return first;
    } catch (error) {
      console.warn('[cart] add failed', error);
      return CART_UPDATE_FAILED_MESSAGE;
    }
  };

  /**
   * Right after login, before the session is stored: the local lines join the server cart with
   * the new token, and the local cart is cleared. `notice` names the lines capped at the line limit, or says
   * the move failed (the local cart is then kept).
   */
  const mergeGuestCart = async (token: string): Promise<{ notice: string | null }> => {
    const items = getCartSnapshot();
    if (items.length === 0) return { notice: null };
    try {
      const result = await client.mutate({
        mutation: MergeGuestCartDocument,
        variables: { lines: items.map(toLineInput) },
        context: { headers: shopperAuthorization(token) },
      });
      const payload = result.data?.mergeGuestCart;
      if (!payload || payload.userErrors.length > 0) return { notice: CART_MERGE_FAILED_MESSAGE };
      writeCart([]);
      return { notice: cappedNotice(payload.capped) };
    } catch (error) {
      console.warn('[cart] merge after login failed', error);
      return { notice: CART_MERGE_FAILED_MESSAGE };
    }
  };

  return { changeLine, addLines, mergeGuestCart };
}
