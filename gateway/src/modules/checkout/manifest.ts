// The checkout module: addresses, pincodes, coupons, the GST split and the checkout's figures,
// payment, orders and their lifecycle.
import { defineModule } from '../gateway-module.ts';
import { CheckoutClient } from './client.ts';
import { createCheckoutLoaders, type CheckoutLoaders } from './loaders.ts';
import { OrderClient } from './order-client.ts';
import { OrderLifecycleClient } from './order-lifecycle-client.ts';
import { orderLifecycleResolvers } from './order-lifecycle-resolvers.ts';
import { PaymentClient } from './payment-client.ts';
import { checkoutResolvers } from './resolvers.ts';

declare module '../../context.ts' {
  interface GatewayClients {
    checkout: CheckoutClient;
    orderLifecycle: OrderLifecycleClient;
    payment: PaymentClient;
  }
  interface GatewayLoaders {
    checkout: CheckoutLoaders;
  }
}

export const checkoutModule = defineModule({
  name: 'checkout',
  typeDefs: [
    'checkout.graphql',
    'checkout-addresses.graphql',
    'checkout-orders.graphql',
    'checkout-order-lifecycle.graphql',
  ],
  resolvers: [checkoutResolvers, orderLifecycleResolvers],
  mappers: {
    Address: 'models.ts#Address',
    PincodeDetails: 'models.ts#PincodeDetails',
    Country: 'models.ts#Country',
    CheckoutSummary: 'models.ts#CheckoutSummary',
    CheckoutLine: 'models.ts#CheckoutLine',
    OrderSummary: 'models.ts#OrderRow',
    Order: 'models.ts#OrderDetail',
    OrderItem: 'models.ts#OrderItem',
  },
  request: ({ rest, session }) => {
    const clients = {
      checkout: new CheckoutClient(rest),
      orders: new OrderClient(rest),
      lifecycle: new OrderLifecycleClient(rest),
      payment: new PaymentClient(rest),
    };
    return {
      clients: { checkout: clients.checkout, orderLifecycle: clients.lifecycle, payment: clients.payment },
      loaders: { checkout: createCheckoutLoaders(clients, session) },
    };
  },
});
