// The cart domain's typed client: one method per REST endpoint of the contract. Expected
// statuses (401, 404, 409 MAX_QUANTITY / OUT_OF_STOCK / STOCK_CAPPED / STOCK_LIMIT) become typed results for the resolvers;
// anything else is a GraphQL error (UPSTREAM_ERROR, logged).
import { CART_STOCK_CODES } from '@shop/commerce/cart/messages';
import type { QueryParams, RestCall, RestClient } from '../../rest/client.ts';
import { parsed } from '../../rest/status-table.ts';
import type { CappedCartLine, CartLine, CartLineKey, CartLineSpec } from './models.ts';
import { cartItemListSchema, mergeAnswerSchema, toLocalCartItem } from './mapping.ts';

export type CartChange =
  | { kind: 'ok'; lines: CartLine[] }
  | { kind: 'unauthorized' }
  | { kind: 'maxQuantity' }
  | { kind: 'outOfStock' }
  /** Fewer left than asked for: upstream kept the line at what is left (the cart changed). */
  | { kind: 'stockCapped'; message: string }
  /** The line already holds all that is left (unchanged). */
  | { kind: 'stockLimit'; message: string }
  | { kind: 'notFound'; message: string | null }
  /** A chosen offer is not one of the product's (OFFER_NOT_FOUND), or another refused line. */
  | { kind: 'invalid'; message: string | null; code: string | null };

export type CartMerge = { kind: 'ok'; lines: CartLine[]; capped: CappedCartLine[] } | { kind: 'unauthorized' };

/** Units one call of increase/decrease moves. */
const ONE_UNIT = 1;

function lineQuery(key: CartLineKey, quantity: number): QueryParams {
  return {
    P_ID: key.productId,
    Quantity: quantity,
    SELECTED_COLOR: key.colorId,
    size: key.size ?? '',
    selectedColorStrap: key.strapId ?? 0,
    ...(key.offerProductIds.length > 0 ? { offerProductIds: key.offerProductIds.join(',') } : {}),
  };
}

export class CartClient {
  constructor(private readonly rest: RestClient) {}

  /** Checkout/CartItemsList; null when upstream refuses the token (401). */
  async lines(token: string): Promise<CartLine[] | null> {
    return this.rest.send(
      { method: 'POST', path: '/api/Checkout/CartItemsList', token },
      { ok: parsed(cartItemListSchema), 401: () => null },
    );
  }

  add(token: string, line: CartLineSpec): Promise<CartChange> {
    return this.change({
      method: 'POST',
      path: '/api/Checkout/Items_In_cart',
      query: lineQuery(line, line.quantity),
      token,
    });
  }

  remove(token: string, key: CartLineKey): Promise<CartChange> {
    const json = { ...lineQuery(key, ONE_UNIT), offerProductIds: key.offerProductIds };
    return this.change({ method: 'POST', path: '/api/Checkout/ItemRemove', json, token });
  }

  increase(token: string, key: CartLineKey): Promise<CartChange> {
    return this.change({
      method: 'POST',
      path: '/api/Checkout/ItemRemoveIncrease',
      query: lineQuery(key, ONE_UNIT),
      token,
    });
  }

  decrease(token: string, key: CartLineKey): Promise<CartChange> {
    return this.change({
      method: 'POST',
      path: '/api/Checkout/ItemRemoveDecrease',
      query: lineQuery(key, ONE_UNIT),
      token,
    });
  }

  /** Checkout/insert-cart-items: adds a guest's local lines, each capped at the line limit. */
  async merge(token: string, lines: readonly CartLineSpec[]): Promise<CartMerge> {
    return this.rest.send<CartMerge>(
      { method: 'POST', path: '/api/Checkout/insert-cart-items', json: lines.map(toLocalCartItem), token },
      { ok: (answer) => ({ kind: 'ok', ...answer.parse(mergeAnswerSchema) }), 401: () => ({ kind: 'unauthorized' }) },
    );
  }

  /** Checkout/guest-cart-items: a guest's local lines priced now (unknown products dropped). */
  async priceGuestLines(lines: readonly CartLineSpec[]): Promise<CartLine[]> {
    return this.rest.send(
      { method: 'POST', path: '/api/Checkout/guest-cart-items', json: lines.map(toLocalCartItem) },
      { ok: parsed(cartItemListSchema) },
    );
  }

  private change(call: RestCall): Promise<CartChange> {
    return this.rest.send<CartChange>(call, {
      ok: (answer) => ({ kind: 'ok', lines: answer.parse(cartItemListSchema) }),
      401: () => ({ kind: 'unauthorized' }),
      404: (answer) => ({ kind: 'notFound', message: answer.message }),
      409: (answer) => {
        if (answer.code === 'MAX_QUANTITY') return { kind: 'maxQuantity' };
        if (answer.code === 'OUT_OF_STOCK') return { kind: 'outOfStock' };
        if (answer.code === CART_STOCK_CODES.capped && answer.message)
          return { kind: 'stockCapped', message: answer.message };
        if (answer.code === CART_STOCK_CODES.allInCart && answer.message)
          return { kind: 'stockLimit', message: answer.message };
        return answer.unexpected();
      },
      400: (answer) => ({ kind: 'invalid', message: answer.message, code: answer.code }),
    });
  }
}
