import { toMoney } from '@shop/commerce/money';
import type { CartOfferProductResolvers } from '../../generated/resolvers.ts';

export const CartOfferProduct: CartOfferProductResolvers = {
  price: (offer) => toMoney(offer.price, offer.currencyCode),
};
