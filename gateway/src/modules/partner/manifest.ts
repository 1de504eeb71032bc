// The partner module: the whole channel partner portal (login, profile and KYC, the incentive
// program, nominations, coupons, referrals, earnings and payouts, pages). Every client calls
// upstream with the request's partner token (partner-calls.ts).
import { defineModule } from '../gateway-module.ts';
import { createPartnerLoaders, type PartnerLoaders } from './loaders.ts';
import { PartnerPageClient } from './page-client.ts';
import { PartnerCalls } from './partner-calls.ts';
import { PartnerClient } from './profile-client.ts';
import { PartnerProgramClient } from './program-client.ts';
import { partnerResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    partner: PartnerClient;
    partnerProgram: PartnerProgramClient;
  }
  interface GatewayLoaders {
    partner: PartnerLoaders;
  }
}

export const partnerModule = defineModule({
  name: 'partner',
  typeDefs: [
    'partner.graphql',
    'partner-account.graphql',
    'partner-attribution.graphql',
    'partner-earnings.graphql',
    'partner-incentives.graphql',
    'partner-pages.graphql',
    'partner-referrals.graphql',
  ],
  resolvers: [partnerResolvers],
  mappers: { Partner: 'models.ts#PartnerRef' },
  request: ({ rest, partnerSession }) => {
    const calls = new PartnerCalls(rest, partnerSession);
    const partner = new PartnerClient(calls);
    const partnerProgram = new PartnerProgramClient(calls);
    return {
      clients: { partner, partnerProgram },
      loaders: { partner: createPartnerLoaders(partner, partnerProgram, new PartnerPageClient(calls)) },
    };
  },
});
