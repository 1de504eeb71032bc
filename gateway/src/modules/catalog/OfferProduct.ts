import type { OfferProductResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '@shop/commerce/money';

export const OfferProduct: OfferProductResolvers = {
  price: (offer) => toMoney(offer.price, offer.currencyCode),
};
