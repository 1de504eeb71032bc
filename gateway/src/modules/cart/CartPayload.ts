import type { CartPayloadResolvers } from '../../generated/resolvers.ts';
import { payloadCart } from './cart-payloads.ts';

export const CartPayload: CartPayloadResolvers = {
  cart: (payload, _args, context) => payloadCart(payload, context),
};
