// What the shopper sees of an order's lifecycle (GET /api/Order/Tracking): its status, the timeline
// of status changes with their dates, the shipment (courier, AWB number, tracking link, expected
// delivery date), the return asked for, and what the shopper may do now (cancel, ask for a return).
// An order without events (written outside the services) gets one: how it began, at its date.
import type { Kysely } from 'kysely';
import {
  ORDER_STATE_LABELS,
  isOrderState,
  returnWindowLastDay,
  shopperActions,
  stateLabel,
  type OrderState,
} from '@shop/commerce/checkout/order-lifecycle';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import { orderEvents } from '../db/queries/order-events.ts';
import { findOwnOrder, type OrderRow } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import { lifecycleOf } from './order-lifecycle.ts';

type Db = Kysely<Database>;

/** The state an order without events began in: awaiting payment until it was paid or placed. */
function firstState(order: OrderRow): OrderState {
  if (order.settled_at === null) return order.paytype === PAYTYPE.PREPAID ? 'pending_payment' : 'placed';
  return order.paytype === PAYTYPE.PREPAID ? 'paid' : 'placed';
}

export async function orderTracking(db: Db, order: OrderRow, now: Date) {
  const lifecycle = lifecycleOf(order);
  const events = await orderEvents(db, order.id);
  const first = firstState(order);
  const timeline =
    events.length > 0
      ? // A status the shop does not know (written outside the services) is left out of the timeline.
        events.flatMap((e) =>
          isOrderState(e.status) ? [{ status: e.status, label: stateLabel(e.status), at: e.at }] : [],
        )
      : [{ status: first, label: ORDER_STATE_LABELS[first], at: order.settled_at ?? order.order_date }];
  const actions = shopperActions(lifecycle, now);
  return {
    order_id_new: order.order_id_new,
    order_Date: order.order_date,
    order_status: order.order_status,
    status: lifecycle.status,
    status_label: ORDER_STATE_LABELS[lifecycle.status],
    paytype: order.paytype,
    timeline,
    courier_name: order.courier_name,
    awb_number: order.awb_number,
    tracking_url: order.tracking_url,
    expected_delivery_date: order.expected_delivery_date,
    shipped_at: order.shipped_at,
    delivered_at: order.delivered_at,
    return_kind: lifecycle.returnKind,
    return_reason: order.return_reason,
    return_window_ends: order.delivered_at ? returnWindowLastDay(order.delivered_at) : null,
    can_cancel: actions.canCancel,
    can_request_return: actions.canRequestReturn,
  };
}

/** The tracking of one of the shopper's orders; null for an unknown or another customer's order. */
export async function ownOrderTracking(db: Db, userId: number, orderId: string, now: Date) {
  const order = await findOwnOrder(db, userId, orderId);
  return order ? orderTracking(db, order, now) : null;
}
