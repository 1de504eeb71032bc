// The cart mutations: a customer only (UNAUTHENTICATED for a guest), arguments parsed, the cart
// client called, its typed result mapped to the payload.
import { usableGuestLines } from '@shop/commerce/cart/lines';
import { checkQuantity } from '@shop/commerce/cart/quantity';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { cartPayload, quantityError, unchanged } from './cart-payloads.ts';
import { cartLineInput, cartLineKeyInput, cartLinesInput } from './inputs.ts';

export const Mutation: MutationResolvers = {
  addToCart: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const line = parseInput(cartLineInput, input, 'input');
    const refusal = checkQuantity(line.quantity);
    if (refusal) return unchanged([quantityError(refusal)]);
    return cartPayload(session, token, await clients.cart.add(token, line), 'add');
  },

  removeFromCart: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const key = parseInput(cartLineKeyInput, input, 'input');
    return cartPayload(session, token, await clients.cart.remove(token, key), 'line');
  },

  increaseCartLine: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const key = parseInput(cartLineKeyInput, input, 'input');
    return cartPayload(session, token, await clients.cart.increase(token, key), 'line');
  },

  decreaseCartLine: async (_parent, { input }, { session, clients }) => {
    const token = requireCustomer(session);
    const key = parseInput(cartLineKeyInput, input, 'input');
    return cartPayload(session, token, await clients.cart.decrease(token, key), 'line');
  },

  mergeGuestCart: async (_parent, args, { session, clients }) => {
    const token = requireCustomer(session);
    const lines = usableGuestLines(parseInput(cartLinesInput, args.lines, 'lines'));
    if (lines.length === 0) return { lines: null, capped: [], userErrors: [] };
    const merged = await clients.cart.merge(token, lines);
    if (merged.kind === 'unauthorized') return refusedByUpstream(session, token);
    return { lines: merged.lines, capped: merged.capped, userErrors: [] };
  },
};
