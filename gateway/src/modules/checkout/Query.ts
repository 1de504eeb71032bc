import { requireWithinRateLimit } from '../../auth/throttle.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { pincodeInput } from '../catalog/inputs.ts';

export const Query: QueryResolvers = {
  /** Null when it is not an Indian pincode; a blank or malformed one is BAD_USER_INPUT; limited per client. */
  pincodeDetails: async (_parent, args, context) => {
    const pincode = parseInput(pincodeInput, args.pincode, 'pincode');
    await requireWithinRateLimit(context, 'pincodeDetails', null);
    return context.loaders.checkout.pincode.load(pincode);
  },

  countries: (_parent, _args, { loaders }) => loaders.checkout.countries.load(ALL),
};
