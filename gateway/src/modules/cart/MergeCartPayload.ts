import type { MergeCartPayloadResolvers } from '../../generated/resolvers.ts';
import { payloadCart } from './cart-payloads.ts';

export const MergeCartPayload: MergeCartPayloadResolvers = {
  cart: (payload, _args, context) => payloadCart(payload, context),
};
