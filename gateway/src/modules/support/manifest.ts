// The support module: service requests, manuals, service centres and product registration.
import { defineModule } from '../gateway-module.ts';
import { SupportClient } from './client.ts';
import { createSupportLoaders, type SupportLoaders } from './loaders.ts';
import { supportResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    support: SupportClient;
  }
  interface GatewayLoaders {
    support: SupportLoaders;
  }
}

export const supportModule = defineModule({
  name: 'support',
  typeDefs: ['support.graphql'],
  resolvers: [supportResolvers],
  request: ({ rest }) => {
    const support = new SupportClient(rest);
    return { clients: { support }, loaders: { support: createSupportLoaders(support) } };
  },
});
