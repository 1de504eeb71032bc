// The partner module's resolver map (the CP portal): one file per GraphQL type, mutations in three
// files (session, profile, program) and referral links (attribution), composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { AttributionMutation } from './attribution-mutations.ts';
import { EarningsPartner } from './earnings-resolvers.ts';
import { PagePartner } from './page-resolvers.ts';
import { Partner } from './Partner.ts';
import { Query } from './Query.ts';
import { ProfileMutation } from './profile-mutations.ts';
import { ProgramMutation } from './program-mutations.ts';
import { SessionMutation } from './session-mutations.ts';

export const partnerResolvers: Resolvers = {
  Query,
  Mutation: { ...SessionMutation, ...ProfileMutation, ...ProgramMutation, ...AttributionMutation },
  Partner: { ...Partner, ...EarningsPartner, ...PagePartner },
};
