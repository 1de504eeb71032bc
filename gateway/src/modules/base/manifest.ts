// The base module: the roots every domain extends (base.graphql) and the gateway's version.
import { defineModule } from '../gateway-module.ts';
import { baseResolvers } from './resolvers.ts';

export const baseModule = defineModule({
  name: 'base',
  typeDefs: ['base.graphql'],
  resolvers: [baseResolvers],
});
