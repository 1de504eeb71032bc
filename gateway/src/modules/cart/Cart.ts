import type { CartResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';
import { MAX_QTY } from './constants.ts';
import { cartCount, cartCurrency, cartSubtotal } from './rules.ts';

export const Cart: CartResolvers = {
  count: (cart) => cartCount(cart.lines),
  subtotal: (cart) => toMoney(cartSubtotal(cart.lines), cartCurrency(cart.lines)),
  maxQuantityPerLine: () => MAX_QTY,
};
