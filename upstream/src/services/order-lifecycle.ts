// Moving an order through its lifecycle (@shop/commerce/checkout/order-lifecycle). One transaction
// re-reads the order, asks the state machine, changes the order only while it still has the status
// it was read with (two racing transitions: exactly one wins, the other answers ORDER_CHANGED),
// writes the timeline event, gives the stock back (the units of the order's own lines, by colour
// and size, as a cancelled payment does) and, on a cancel, the coupon uses; writes the refund record
// (due on a cancel of a paid order, issued on a refund) and, for an operator, the audit entry. The
// ship step's courier, AWB and tracking link come from the shipping provider
// (providers/shipping/), asked before that transaction and only for an order that may ship now.
// The shopper's mail goes out after the commit. Expected refusals are typed results.
import type { Kysely, Updateable } from 'kysely';
import { can, type OperatorRole } from '@shop/commerce/admin/roles';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import {
  LIFECYCLE_ERRORS,
  checkTransition,
  expectedDeliveryDate,
  isOrderState,
  parseReturnRequest,
  TRANSITION_NOTE_MAX_LENGTH,
  type LifecycleActor,
  type LifecycleError,
  type LifecycleMail,
  type LifecycleOrder,
  type OrderState,
} from '@shop/commerce/checkout/order-lifecycle';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import { releaseCoupons, returnStock } from '../db/queries/checkout.ts';
import { insertOrderEvent } from '../db/queries/order-events.ts';
import { findOrderByNumber, orderItems, type OrderRow } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import type { OrderTable } from '../db/schema-orders.ts';
import type { ShipmentBooked, ShipmentRequest, ShippingProvider } from '../providers/shipping/shipping-provider.ts';
import { recordAudit } from './audit.ts';
import { reverseOrderIncentives } from './partner-incentive-lifecycle.ts';
import type { Clock } from './clock.ts';
import { mailOrderStatus, type OrderMailDeps } from './order-mails.ts';

type Db = Kysely<Database>;

export interface LifecycleDeps extends OrderMailDeps {
  clock: Clock;
  /** Books the ship step's shipment (SHIPPING_PROVIDER). */
  shipping: ShippingProvider;
}

export type TransitionActor =
  { kind: 'shopper'; userId: number } | { kind: 'operator'; operatorId: number; role: OperatorRole };

export interface TransitionDetails {
  courierName?: string | null | undefined;
  awbNumber?: string | null | undefined;
  trackingUrl?: string | null | undefined;
  /** A return request's reason. */
  reason?: string | null | undefined;
  /** A return request's kind: 'return' or 'replacement'. */
  kind?: string | null | undefined;
  /** An operator's note on the timeline. */
  note?: string | null | undefined;
}

export interface TransitionRequest {
  /** The order number (order_id_new). */
  orderId: string;
  to: OrderState;
  actor: TransitionActor;
  details?: TransitionDetails | undefined;
}

export type TransitionResult = { ok: true; order: OrderRow } | ({ ok: false } & LifecycleError);

export const ORDER_NOT_FOUND = CHECKOUT_ERRORS.orderNotFound;

/** The HTTP status of a refusal: 404 unknown order, 403 not permitted, 400 bad details, else 409. */
export function refusalStatus(refusal: { code: string; field?: string }): 400 | 403 | 404 | 409 {
  if (refusal.code === ORDER_NOT_FOUND.code) return 404;
  if (refusal.code === LIFECYCLE_ERRORS.forbidden.code) return 403;
  if (refusal.field !== undefined) return 400;
  return 409;
}

/** The machine's view of an order row. */
export function lifecycleOf(order: OrderRow): LifecycleOrder {
  return {
    status: isOrderState(order.status) ? order.status : 'placed',
    prepaid: order.paytype === PAYTYPE.PREPAID,
    deliveredAt: order.delivered_at,
    returnKind: order.return_kind === 'return' || order.return_kind === 'replacement' ? order.return_kind : null,
  };
}

function machineActor(actor: TransitionActor): LifecycleActor {
  if (actor.kind === 'shopper') return { kind: 'shopper' };
  return { kind: 'operator', can: (permission) => can(actor.role, permission) };
}

/** Thrown inside the transaction to roll it back; answered as a refusal. */
class TransitionRefused extends Error {
  constructor(readonly refusal: LifecycleError) {
    super(refusal.message);
  }
}

/** What the shipping provider is asked for an order's shipment. */
function shipmentRequestOf(order: OrderRow, details: TransitionDetails): ShipmentRequest {
  return {
    orderNumber: order.order_id_new,
    given: { courierName: details.courierName, awbNumber: details.awbNumber, trackingUrl: details.trackingUrl },
    deliverTo: {
      name: `${order.shipping_customer_name} ${order.shipping_last_name}`.trim(),
      address: order.shipping_address,
      city: order.shipping_city,
      state: order.shipping_state,
      pincode: order.shipping_pincode,
      country: order.shipping_country,
      phone: order.shipping_phone,
    },
    collect:
      order.paytype === PAYTYPE.CASH_ON_DELIVERY ? { amount: Number(order.amount), currency: order.currency } : null,
  };
}

/** The order's fields a transition to `to` sets, besides status and updated_at. */
function changesFor(
  order: OrderRow,
  to: OrderState,
  details: TransitionDetails,
  at: string,
  shipment: ShipmentBooked | null,
): Updateable<OrderTable> {
  switch (to) {
    case 'shipped': {
      if (!shipment) throw new Error(`order ${order.order_id_new} shipped without a shipment`);
      return {
        courier_name: shipment.courierName,
        awb_number: shipment.awbNumber,
        tracking_url: shipment.trackingUrl,
        shipped_at: at,
        expected_delivery_date: expectedDeliveryDate(at, order.deliverdays),
      };
    }
    case 'delivered':
      return { delivered_at: at };
    case 'return_requested': {
      const request = parseReturnRequest(details);
      if (!request.ok) throw new TransitionRefused(request);
      return { return_kind: request.value.kind, return_reason: request.value.reason, return_requested_at: at };
    }
    case 'cancelled':
      return { order_status: ORDER_STATUS.CANCELLED, cancelled_at: at };
    default:
      return {};
  }
}

/** The changed fields' old values, for the audit entry. */
function beforeOf(order: OrderRow, changes: Updateable<OrderTable>): Record<string, unknown> {
  const row = order as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(changes).map((key) => [key, row[key] ?? null]));
}

async function giveBackStock(trx: Db, order: OrderRow): Promise<void> {
  for (const item of await orderItems(trx, [order.id])) {
    if (item.offerproduct === 1 || item.color_id === null) continue;
    await returnStock(trx, item.color_id, item.size, item.units);
  }
}

/** The order a request moves, if the actor may move it there now; else throws the refusal. */
async function checked(db: Db, request: TransitionRequest, now: Date) {
  const { actor, to } = request;
  const order = await findOrderByNumber(db, request.orderId.toUpperCase());
  if (!order || (actor.kind === 'shopper' && order.user_id !== actor.userId))
    throw new TransitionRefused(ORDER_NOT_FOUND);
  const verdict = checkTransition(lifecycleOf(order), to, machineActor(actor), now);
  if (!verdict.ok) throw new TransitionRefused(verdict);
  return { order, effects: verdict.effects };
}

async function apply(
  trx: Db,
  request: TransitionRequest,
  now: Date,
  shipment: ShipmentBooked | null,
): Promise<{ order: OrderRow; mail: LifecycleMail | null }> {
  const { actor, to } = request;
  const details = request.details ?? {};
  const { order, effects } = await checked(trx, request, now);
  const from = lifecycleOf(order).status;
  const at = now.toISOString();
  const changes = { status: to, updated_at: at, ...changesFor(order, to, details, at, shipment) };
  const result = await trx
    .updateTable('orders')
    .set(changes)
    .where('id', '=', order.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new TransitionRefused(LIFECYCLE_ERRORS.concurrentChange);

  const note = details.note?.trim().slice(0, TRANSITION_NOTE_MAX_LENGTH) || null;
  await insertOrderEvent(trx, {
    orderId: order.id,
    status: to,
    at,
    actorKind: actor.kind,
    operatorId: actor.kind === 'operator' ? actor.operatorId : null,
    note: to === 'return_requested' ? (details.reason?.trim() ?? null) : note,
  });

  if (effects.restock) await giveBackStock(trx, order);
  // A cancel or refund ends the sale: the order's unpaid partner incentives are reversed with it.
  if (to === 'cancelled' || to === 'refunded') await reverseOrderIncentives(trx, order.id, now);
  if (to === 'cancelled' && order.coupons) await releaseCoupons(trx, order.coupons.split(',').filter(Boolean));
  if (effects.refund !== null) {
    await trx
      .insertInto('payment_refunds')
      .values({
        order_id: order.id,
        reference: order.order_id_new,
        tracking_id: order.tracking_id,
        amount: Number(order.amount),
        currency: order.currency,
        reason: effects.refund === 'due' ? 'cancelled' : 'returned',
        created_at: at,
        resolved_at: effects.refund === 'issued' ? at : null,
      })
      .execute();
  }
  if (actor.kind === 'operator') {
    await recordAudit(
      trx,
      {
        operatorId: actor.operatorId,
        action: `order.${to}`,
        entityType: 'order',
        entityId: order.order_id_new,
        before: beforeOf(order, changes),
        after: { ...changes, ...(note ? { note } : {}) },
      },
      now,
    );
  }
  const updated = await findOrderByNumber(trx, order.order_id_new);
  if (!updated) throw new Error(`order ${order.order_id_new} vanished`);
  return { order: updated, mail: effects.mail };
}

/** Moves one order to `to` for `actor`; mails the shopper when the transition says so. */
export async function transitionOrder(deps: LifecycleDeps, request: TransitionRequest): Promise<TransitionResult> {
  let done: { order: OrderRow; mail: LifecycleMail | null };
  try {
    const now = deps.clock();
    let shipment: ShipmentBooked | null = null;
    if (request.to === 'shipped') {
      // Outside the transaction (a provider may call its courier), for an order that may ship now;
      // the transaction checks the order again.
      const { order } = await checked(deps.db, request, now);
      const booked = await deps.shipping.createShipment(shipmentRequestOf(order, request.details ?? {}));
      if (!booked.ok) {
        const { ok: _ok, ...refusal } = booked;
        throw new TransitionRefused(refusal);
      }
      shipment = booked.shipment;
    }
    done = await deps.db.transaction().execute((trx) => apply(trx, request, now, shipment));
  } catch (error) {
    if (error instanceof TransitionRefused) return { ok: false, ...error.refusal };
    throw error;
  }
  if (done.mail !== null) await mailOrderStatus(deps, done.order, done.mail);
  return { ok: true, order: done.order };
}
