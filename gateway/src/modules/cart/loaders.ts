// The cart's DataLoaders, created per GraphQL request: the customer's cart is fetched once per
// request. A token upstream refuses turns the session into a guest.
import type { Session } from '../../auth/session.ts';
import { keyedLoader } from '../../rest/create-loader.ts';
import type { CartClient } from './client.ts';
import type { CartLineSpec } from './models.ts';

const guestLinesKey = (lines: CartLineSpec[]): string =>
  JSON.stringify(lines.map((line) => [line.productId, line.colorId, line.quantity, line.size, line.strapId]));

export function createCartLoaders(client: CartClient, session: Session) {
  return {
    /** Checkout/CartItemsList by token; null when upstream refuses the token. */
    lines: keyedLoader(async (token: string) => {
      const lines = await client.lines(token);
      if (lines === null) session.rejectToken(token);
      return lines;
    }),
    /** Checkout/guest-cart-items: the same local lines are priced once per request. */
    guestLines: keyedLoader((lines: CartLineSpec[]) => client.priceGuestLines(lines), guestLinesKey),
  };
}

export type CartLoaders = ReturnType<typeof createCartLoaders>;
