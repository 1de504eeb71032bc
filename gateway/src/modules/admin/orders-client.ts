// The console's orders client: one method per REST endpoint of upstream's /api/Admin/Orders family,
// with the operator's token (admin-calls.ts: 401 UNAUTHENTICATED, 403 FORBIDDEN; a role without the
// permission is FORBIDDEN before the call, as a rejected promise so loaders keep the error). Reads are
// DataLoaders made per request (ordersLoaders), so a field asked twice is one call.
import DataLoader from 'dataloader';
import type {
  PostApiAdminOrdersTransitionData,
  PostApiAdminOrdersTransitionResponse,
} from '../../generated/upstream/types.gen.ts';
import type { AdminCalls } from './admin-calls.ts';
import { keyedLoader } from '../../rest/create-loader.ts';
import { parsed } from '../../rest/status-table.ts';
import {
  fileLinkSchema,
  orderDetailSchema,
  orderListSchema,
  transitionSchema,
  type AdminOrderDetail,
  type AdminOrderPage,
} from './orders-mapping.ts';
import type { OrderFilterQuery, OrderListQuery } from './orders-rules.ts';

export type TransitionRequest = PostApiAdminOrdersTransitionData['body'];

export class OrdersAdminClient {
  constructor(private readonly calls: AdminCalls) {}

  async list(query: OrderListQuery): Promise<AdminOrderPage> {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Orders', query },
      { ok: parsed(orderListSchema) },
      'orders.read',
    );
  }

  /** Null when there is no such order. */
  async detail(orderNumber: string): Promise<AdminOrderDetail | null> {
    return this.calls.read(
      { method: 'GET', path: '/api/Admin/Order', query: { OrderID: orderNumber } },
      orderDetailSchema,
      'orders.read',
    );
  }

  async exportLink(query: OrderFilterQuery) {
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Orders/ExportLink', query },
      { ok: parsed(fileLinkSchema) },
      'orders.read',
    );
  }

  async transition(request: TransitionRequest): Promise<PostApiAdminOrdersTransitionResponse> {
    return this.calls.send(
      { method: 'POST', path: '/api/Admin/Orders/Transition', json: request },
      { ok: parsed(transitionSchema) },
      request.to === 'refunded' ? 'orders.refund' : 'orders.fulfil',
    );
  }
}

export interface OrdersLoaders {
  list: DataLoader<OrderListQuery, AdminOrderPage, unknown>;
  detail: DataLoader<string, AdminOrderDetail | null, unknown>;
}

export function ordersLoaders(client: OrdersAdminClient): OrdersLoaders {
  return {
    list: keyedLoader(
      (query: OrderListQuery) => client.list(query),
      (query) => JSON.stringify(query),
    ),
    detail: keyedLoader((orderNumber: string) => client.detail(orderNumber)),
  };
}
