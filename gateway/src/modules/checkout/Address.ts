import type { AddressResolvers } from '../../generated/resolvers.ts';

export const Address: AddressResolvers = {
  name: (address) => `${address.firstName} ${address.lastName}`.trim(),
};
