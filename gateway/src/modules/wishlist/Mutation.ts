// The wishlist mutations: a customer only for the list (UNAUTHENTICATED for a guest), the public
// alert request validated and counted against the client and the address (RATE_LIMITED).
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import { withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userError, userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import type { WishlistChange } from './client.ts';
import { backInStockInput, productIdInput, productIdsInput } from './inputs.ts';

function payload(change: WishlistChange, session: Parameters<typeof refusedByUpstream>[0], token: string) {
  if (change.kind === 'unauthorized') return refusedByUpstream(session, token);
  if (change.kind === 'refused')
    return { wishlist: null, userErrors: [userErrorWithMessage(change.code, change.message, ['productId'])] };
  return { wishlist: change.wishlist, userErrors: [] };
}

export const Mutation: MutationResolvers = {
  addToWishlist: async (_parent, args, { session, clients }) => {
    const token = requireCustomer(session);
    const id = parseInput(productIdInput, args.productId, 'productId');
    return payload(await clients.wishlist.add(token, id), session, token);
  },

  removeFromWishlist: async (_parent, args, { session, clients }) => {
    const token = requireCustomer(session);
    const id = parseInput(productIdInput, args.productId, 'productId');
    return payload(await clients.wishlist.remove(token, id), session, token);
  },

  mergeGuestWishlist: async (_parent, args, { session, clients }) => {
    const token = requireCustomer(session);
    const ids = parseInput(productIdsInput, args.productIds, 'productIds');
    const merged = await clients.wishlist.merge(token, ids);
    if (merged.kind === 'unauthorized') return refusedByUpstream(session, token);
    return { wishlist: merged.wishlist, dropped: merged.dropped, userErrors: [] };
  },

  requestBackInStockAlert: async (_parent, { input }, context) => {
    const valid = validateInput(backInStockInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'requestBackInStockAlert', valid.data.email.toLowerCase())))
      return { ok: false, message: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const answer = await context.clients.wishlist.requestAlert(valid.data);
    if (answer.kind === 'ok') return { ok: true, message: answer.message, userErrors: [] };
    const field = answer.code === 'EMAIL_INVALID' ? ['input', 'email'] : ['input', 'colorId'];
    return { ok: false, message: null, userErrors: [userErrorWithMessage(answer.code, answer.message, field)] };
  },
};
