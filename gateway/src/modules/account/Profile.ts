import type { ProfileResolvers } from '../../generated/resolvers.ts';
import { fullName } from './rules.ts';

export const Profile: ProfileResolvers = {
  name: (profile) => fullName(profile.firstName, profile.lastName),
};
