// The cart module: the guest's and the customer's cart, its lines and offer products.
import { defineModule } from '../gateway-module.ts';
import { CartClient } from './client.ts';
import { createCartLoaders, type CartLoaders } from './loaders.ts';
import { cartResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    cart: CartClient;
  }
  interface GatewayLoaders {
    cart: CartLoaders;
  }
}

export const cartModule = defineModule({
  name: 'cart',
  typeDefs: ['cart.graphql'],
  resolvers: [cartResolvers],
  mappers: {
    Cart: 'models.ts#Cart',
    CartLine: 'models.ts#CartLine',
    CartOfferProduct: 'models.ts#CartOfferProduct',
    CartPayload: 'models.ts#CartPayload',
    MergeCartPayload: 'models.ts#MergeCartPayload',
  },
  request: ({ rest, session }) => {
    const cart = new CartClient(rest);
    return { clients: { cart }, loaders: { cart: createCartLoaders(cart, session) } };
  },
});
