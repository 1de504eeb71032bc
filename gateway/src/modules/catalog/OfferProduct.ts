import type { OfferProductResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';

export const OfferProduct: OfferProductResolvers = {
  price: (offer) => toMoney(offer.price, offer.currencyCode),
};
