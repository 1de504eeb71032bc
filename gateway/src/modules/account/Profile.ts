import { joinName } from '@shop/commerce/contact';
import type { ProfileResolvers } from '../../generated/resolvers.ts';

export const Profile: ProfileResolvers = {
  name: (profile) => joinName(profile.firstName, profile.lastName),
};
