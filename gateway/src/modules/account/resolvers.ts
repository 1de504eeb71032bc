// The account module's resolver map: one file per GraphQL type, composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { AuthPayload } from './AuthPayload.ts';
import { Mutation } from './Mutation.ts';
import { Profile } from './Profile.ts';
import { Query } from './Query.ts';

export const accountResolvers: Resolvers = { Query, Mutation, Profile, AuthPayload };
