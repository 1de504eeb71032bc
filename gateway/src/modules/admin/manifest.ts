// The admin module: the operator console (orders and their lifecycle, refunds, catalog, support
// queue, customers, GST summary, partner program operations, operators and the audit log). Every
// client calls upstream's /api/Admin routes with the request's operator token (admin-calls.ts).
import { defineModule } from '../gateway-module.ts';
import { AdminCalls } from './admin-calls.ts';
import { CatalogAdminClient, catalogLoaders, type CatalogLoaders } from './catalog-client.ts';
import { adminCatalogResolvers } from './catalog-resolvers.ts';
import { InsightsAdminClient } from './insights-client.ts';
import { insightsAdminResolvers } from './insights-resolvers.ts';
import { OperatorsClient } from './operators-client.ts';
import { OrdersAdminClient, ordersLoaders, type OrdersLoaders } from './orders-client.ts';
import { adminOrderResolvers } from './orders-resolvers.ts';
import { PartnersAdminClient } from './partners-client.ts';
import { partnersAdminResolvers } from './partners-resolvers.ts';
import { RefundsClient } from './refunds-client.ts';
import { adminRefundResolvers } from './refunds-resolvers.ts';
import { adminResolvers } from './resolvers.ts';
import { SupportAdminClient } from './support-client.ts';
import { supportAdminResolvers } from './support-resolvers.ts';

export interface AdminClients {
  calls: AdminCalls;
  orders: OrdersAdminClient;
  catalog: CatalogAdminClient;
  support: SupportAdminClient;
  insights: InsightsAdminClient;
  partners: PartnersAdminClient;
  refunds: RefundsClient;
  operators: OperatorsClient;
}

declare module '../../context.ts' {
  interface GatewayClients {
    admin: AdminClients;
  }
  interface GatewayLoaders {
    admin: { orders: OrdersLoaders; catalog: CatalogLoaders };
  }
}

export const adminModule = defineModule({
  name: 'admin',
  typeDefs: [
    'admin.graphql',
    'admin-catalog.graphql',
    'admin-insights.graphql',
    'admin-orders.graphql',
    'admin-partners.graphql',
    'admin-refunds.graphql',
    'admin-support.graphql',
  ],
  resolvers: [
    adminResolvers,
    adminRefundResolvers,
    adminCatalogResolvers,
    supportAdminResolvers,
    insightsAdminResolvers,
    adminOrderResolvers,
    partnersAdminResolvers,
  ],
  mappers: {
    Admin: 'models.ts#AdminRoot',
    Operator: 'models.ts#Operator',
    AuditEntry: 'models.ts#AuditEntry',
    AdminRefund: 'models.ts#AdminRefund',
    AdminPartner: 'partners-mapping.ts#AdminPartnerDetail',
    AdminPayoutRun: 'partners-mapping.ts#AdminPayoutRun',
  },
  request: ({ rest, operatorSession }) => {
    const calls = new AdminCalls(rest, operatorSession);
    const orders = new OrdersAdminClient(calls);
    const catalog = new CatalogAdminClient(calls);
    return {
      clients: {
        admin: {
          calls,
          orders,
          catalog,
          support: new SupportAdminClient(calls),
          insights: new InsightsAdminClient(calls),
          partners: new PartnersAdminClient(calls),
          refunds: new RefundsClient(calls),
          operators: new OperatorsClient(rest, calls),
        },
      },
      loaders: { admin: { orders: ordersLoaders(orders), catalog: catalogLoaders(catalog) } },
    };
  },
});
