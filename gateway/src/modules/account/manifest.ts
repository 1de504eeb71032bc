// The account module: login, OTP, registration and the profile.
import { defineModule } from '../gateway-module.ts';
import { AccountClient } from './client.ts';
import { createAccountLoaders, type AccountLoaders } from './loaders.ts';
import { accountResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    account: AccountClient;
  }
  interface GatewayLoaders {
    account: AccountLoaders;
  }
}

export const accountModule = defineModule({
  name: 'account',
  typeDefs: ['account.graphql'],
  resolvers: [accountResolvers],
  mappers: {
    Viewer: 'models.ts#Viewer',
    Profile: 'models.ts#Profile',
    AuthPayload: 'models.ts#AuthPayload',
  },
  request: ({ rest, session }) => {
    const account = new AccountClient(rest);
    return { clients: { account }, loaders: { account: createAccountLoaders(account, session) } };
  },
});
