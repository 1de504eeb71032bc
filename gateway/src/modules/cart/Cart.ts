import { MAX_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { cartCount, cartCurrency, cartSubtotal } from '@shop/commerce/cart/subtotal';
import { toMoney } from '@shop/commerce/money';
import type { CartResolvers } from '../../generated/resolvers.ts';

export const Cart: CartResolvers = {
  count: (cart) => cartCount(cart.lines),
  subtotal: (cart) => toMoney(cartSubtotal(cart.lines), cartCurrency(cart.lines)),
  maxQuantityPerLine: () => MAX_QUANTITY_PER_LINE,
};
