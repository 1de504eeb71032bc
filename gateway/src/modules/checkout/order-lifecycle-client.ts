// The order lifecycle's REST calls for the shopper: an order's tracking (GET /api/Order/Tracking),
// cancelling (POST /api/Order/Cancel) and asking for a return or replacement (POST
// /api/Order/ReturnRequest), parsed and renamed here (order-lifecycle-mapping.ts). The tracking is
// read through a DataLoader made once per GraphQL request, primed with the answer of a change.
import type { ReturnKind } from '@shop/commerce/checkout/order-lifecycle';
import type { RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import { orderTrackingSchema, type OrderTracking } from './order-lifecycle-mapping.ts';

export type TrackingAnswer = OrderTracking | null | 'unauthorized';

export type LifecycleChange =
  | { kind: 'ok'; tracking: OrderTracking }
  | { kind: 'unauthorized' }
  | { kind: 'not_found' }
  | { kind: 'refused'; code: string | null; message: string | null };

const refused = (answer: StatusAnswer): LifecycleChange => ({
  kind: 'refused',
  code: answer.code,
  message: answer.message,
});

export class OrderLifecycleClient {
  constructor(private readonly rest: RestClient) {}

  /** The order's tracking; null for an unknown order or another customer's; 'unauthorized' for a refused token. */
  tracking(token: string, orderId: string): Promise<TrackingAnswer> {
    return this.rest.send<TrackingAnswer>(
      { method: 'GET', path: '/api/Order/Tracking', query: { OrderID: orderId }, token },
      { ok: parsed(orderTrackingSchema), 401: () => 'unauthorized', 404: () => null, 400: () => null },
    );
  }

  cancel(token: string, orderId: string): Promise<LifecycleChange> {
    return this.change('/api/Order/Cancel', token, { OrderID: orderId });
  }

  requestReturn(token: string, orderId: string, kind: ReturnKind, reason: string): Promise<LifecycleChange> {
    return this.change('/api/Order/ReturnRequest', token, { OrderID: orderId, kind, reason });
  }

  private change(path: string, token: string, json: Record<string, string>): Promise<LifecycleChange> {
    return this.rest.send<LifecycleChange>(
      { method: 'POST', path, json, token },
      {
        ok: (answer) => ({ kind: 'ok', tracking: answer.parse(orderTrackingSchema) }),
        401: () => ({ kind: 'unauthorized' }),
        404: () => ({ kind: 'not_found' }),
        400: refused,
        409: refused,
      },
    );
  }
}

export interface TrackingKey {
  token: string;
  orderId: string;
}

/** The Order fields that read the order's tracking (resolved in order-lifecycle-resolvers.ts). */
export const LIFECYCLE_FIELDS = [
  'lifecycleStatus',
  'statusLabel',
  'timeline',
  'shipment',
  'expectedDeliveryDate',
  'deliveredOn',
  'returnRequest',
  'returnWindowEndsOn',
  'canCancel',
  'canRequestReturn',
] as const;
