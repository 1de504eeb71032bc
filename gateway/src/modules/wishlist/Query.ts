import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { productIdsInput } from './inputs.ts';
import { wishlistOf } from './mapping.ts';

export const Query: QueryResolvers = {
  /** A customer's saved products; a guest's (or a refused token's) local ids shown from current data. */
  wishlist: async (_parent, args, { session, clients }) => {
    const token = session.token;
    if (token !== null) {
      const saved = await clients.wishlist.items(token);
      if (saved !== null) return saved;
    }
    const ids = parseInput(productIdsInput, args.guestProductIds ?? [], 'guestProductIds');
    if (ids.length === 0) return wishlistOf([]);
    return clients.wishlist.guestItems(ids);
  },
};
