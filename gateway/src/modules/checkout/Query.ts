import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { pincodeInput } from '../catalog/inputs.ts';

export const Query: QueryResolvers = {
  /** Null when it is not an Indian pincode; a blank or malformed one is BAD_USER_INPUT. */
  pincodeDetails: (_parent, args, { loaders }) =>
    loaders.checkout.pincode.load(parseInput(pincodeInput, args.pincode, 'pincode')),

  countries: (_parent, _args, { loaders }) => loaders.checkout.countries.load(ALL),
};
