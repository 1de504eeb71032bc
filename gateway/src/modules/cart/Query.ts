import { usableGuestLines } from '@shop/commerce/cart/lines';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { cartLinesInput } from './inputs.ts';

export const Query: QueryResolvers = {
  /** A customer's server cart; a guest's (or a refused token's) local lines priced by upstream. */
  cart: async (_parent, args, { session, loaders }) => {
    const token = session.token;
    if (token !== null) {
      const lines = await loaders.cart.lines.load(token);
      if (lines !== null) return { lines };
    }
    const guestLines = usableGuestLines(parseInput(cartLinesInput, args.guestLines ?? [], 'guestLines'));
    if (guestLines.length === 0) return { lines: [] };
    return { lines: await loaders.cart.guestLines.load(guestLines) };
  },
};
