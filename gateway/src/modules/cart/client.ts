// The cart domain's typed client: one method per REST endpoint of the contract. Expected
// statuses (401, 404, 409 MAX_QUANTITY / OUT_OF_STOCK) become typed results for the resolvers;
// anything else is a GraphQL error (UPSTREAM_ERROR, logged).
import type { CappedCartLine, CartLine, CartLineKey, CartLineSpec } from './models.ts';
import { cartItemListSchema, mergeAnswerSchema, toLocalCartItem } from './schemas.ts';
import { codeOf, messageOf } from '../../rest/error-body.ts';
import type { QueryParams, UpstreamCall, UpstreamClient } from '../../rest/client.ts';

export type CartChange =
  | { kind: 'ok'; lines: CartLine[] }
  | { kind: 'unauthorized' }
  | { kind: 'maxQuantity' }
  | { kind: 'outOfStock' }
  | { kind: 'notFound'; message: string | null }
  | { kind: 'invalid'; message: string | null };

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
  };
}

export class CartClient {
  constructor(private readonly http: UpstreamClient) {}

  /** Checkout/CartItemsList; null when upstream refuses the token (401). */
  async lines(token: string): Promise<CartLine[] | null> {
    const call: UpstreamCall = { method: 'POST', path: '/api/Checkout/CartItemsList', token };
    const answer = await this.http.send(call);
    if (answer.status === 401) return null;
    if (answer.status < 200 || answer.status >= 300) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, cartItemListSchema);
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
    const json = { ...lineQuery(key, ONE_UNIT) };
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

  /** Checkout/insert-cart-items: adds a guest's local lines, each capped at 5. */
  async merge(token: string, lines: readonly CartLineSpec[]): Promise<CartMerge> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/Checkout/insert-cart-items',
      json: lines.map(toLocalCartItem),
      token,
    };
    const answer = await this.http.send(call);
    if (answer.status === 401) return { kind: 'unauthorized' };
    if (answer.status < 200 || answer.status >= 300) throw this.http.unexpected(call, answer);
    return { kind: 'ok', ...this.http.parse(call, answer, mergeAnswerSchema) };
  }

  /** Checkout/guest-cart-items: a guest's local lines priced now (unknown products dropped). */
  async priceGuestLines(lines: readonly CartLineSpec[]): Promise<CartLine[]> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/Checkout/guest-cart-items',
      json: lines.map(toLocalCartItem),
    };
    const answer = await this.http.send(call);
    if (answer.status < 200 || answer.status >= 300) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, cartItemListSchema);
  }

  private async change(call: UpstreamCall): Promise<CartChange> {
    const answer = await this.http.send(call);
    if (answer.status >= 200 && answer.status < 300)
      return { kind: 'ok', lines: this.http.parse(call, answer, cartItemListSchema) };
    switch (answer.status) {
      case 401:
        return { kind: 'unauthorized' };
      case 404:
        return { kind: 'notFound', message: messageOf(answer.body) };
      case 409: {
        const code = codeOf(answer.body);
        if (code === 'MAX_QUANTITY') return { kind: 'maxQuantity' };
        if (code === 'OUT_OF_STOCK') return { kind: 'outOfStock' };
        throw this.http.unexpected(call, answer);
      }
      case 400:
        return { kind: 'invalid', message: messageOf(answer.body) };
      default:
        throw this.http.unexpected(call, answer);
    }
  }
}
