// The wishlist module: saved products and back-in-stock alerts.
import { defineModule } from '../gateway-module.ts';
import { WishlistClient } from './client.ts';
import { wishlistResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    wishlist: WishlistClient;
  }
}

export const wishlistModule = defineModule({
  name: 'wishlist',
  typeDefs: ['wishlist.graphql'],
  resolvers: [wishlistResolvers],
  request: ({ rest }) => ({ clients: { wishlist: new WishlistClient(rest) } }),
});
