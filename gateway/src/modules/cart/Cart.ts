import { unauthenticated } from '../../auth/require-customer.ts';
import type { GatewayContext } from '../../context.ts';
import type { CartPayloadResolvers, CartResolvers, MergeCartPayloadResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';
import { MAX_QTY } from './constants.ts';
import type { Cart as CartModel, CartPayload as CartPayloadModel } from './models.ts';
import { cartCount, cartCurrency, cartSubtotal } from './rules.ts';

export const Cart: CartResolvers = {
  count: (cart) => cartCount(cart.lines),
  subtotal: (cart) => toMoney(cartSubtotal(cart.lines), cartCurrency(cart.lines)),
  maxQuantityPerLine: () => MAX_QTY,
};

/** A payload's cart: the changed lines, or the cart as it stands when the change was refused. */
async function payloadCart(payload: CartPayloadModel, { session, loaders }: GatewayContext): Promise<CartModel> {
  if (payload.lines !== null) return { lines: payload.lines };
  const token = session.token;
  if (token === null) throw unauthenticated();
  const lines = await loaders.cart.lines.load(token);
  if (lines === null) throw unauthenticated();
  return { lines };
}

export const CartPayload: CartPayloadResolvers = {
  cart: (payload, _args, context) => payloadCart(payload, context),
};

export const MergeCartPayload: MergeCartPayloadResolvers = {
  cart: (payload, _args, context) => payloadCart(payload, context),
};
