import type { CartOfferProductResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';

export const CartOfferProduct: CartOfferProductResolvers = {
  price: (offer) => toMoney(offer.price, offer.currencyCode),
};
