// The order lifecycle: one state machine for every layer. An order is placed (cash on delivery) or
// awaits its online payment and is then paid; the shop packs, ships (courier, AWB number, tracking
// link), takes it out for delivery and delivers it. The shopper may cancel before shipping (the shop
// may too), and within RETURN_WINDOW_DAYS of delivery ask for a return or a replacement, which the
// shop receives and then refunds (a return) or replaces (a replacement). Each transition names who
// may make it (the shopper, the system, or an operator permission), its guards and its effects:
// restock, a refund record, and the mail the shopper gets. Pure: no I/O; upstream applies the effects.
import { shopDate } from '../shop-time.ts';

export const ORDER_STATES = [
  'pending_payment',
  'placed',
  'paid',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_requested',
  'return_received',
  'refunded',
  'replaced',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** What shoppers (and operators) read for each state. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  return_received: 'Return received',
  refunded: 'Refunded',
  replaced: 'Replaced',
};

export const RETURN_KINDS = ['return', 'replacement'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Readonly<Record<ReturnKind, string>> = {
  return: 'Return (refund)',
  replacement: 'Replacement',
};

/** The product page promises "7 Days Replacement": a return or replacement may be asked this many days after delivery. */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_REASON_MAX_LENGTH = 500;
export const RETURN_REASON_MIN_LENGTH = 5;
export const AWB_PATTERN = /^[A-Za-z0-9]{6,30}$/;
export const COURIER_NAME_MAX_LENGTH = 60;
export const TRACKING_URL_MAX_LENGTH = 500;
export const TRANSITION_NOTE_MAX_LENGTH = 500;

/** The operator permissions the lifecycle needs (named as @shop/commerce/admin/roles names them). */
export type LifecyclePermission = 'orders.fulfil' | 'orders.refund';

/** Who asks for a transition. An operator is known by what it may do. */
export type LifecycleActor =
  { kind: 'shopper' } | { kind: 'system' } | { kind: 'operator'; can: (permission: LifecyclePermission) => boolean };

/** The mail a transition sends the shopper. */
export type LifecycleMail =
  | 'placed'
  | 'packed'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'return_requested'
  | 'return_received'
  | 'refunded'
  | 'replaced';

type Mover = 'shopper' | 'system' | LifecyclePermission;

interface TransitionRule {
  from: readonly OrderState[];
  to: OrderState;
  by: readonly Mover[];
  mail: LifecycleMail | null;
}

const BEFORE_SHIPPING: readonly OrderState[] = ['placed', 'paid', 'packed'];

/** Every transition of the machine; anything else is refused. */
export const ORDER_TRANSITIONS: readonly TransitionRule[] = [
  // The payment gateway settles or fails a prepaid order (services of the payment, as today).
  { from: ['pending_payment'], to: 'paid', by: ['system'], mail: 'placed' },
  { from: ['pending_payment'], to: 'cancelled', by: ['system'], mail: null },
  { from: ['placed', 'paid'], to: 'packed', by: ['orders.fulfil'], mail: 'packed' },
  { from: ['packed'], to: 'shipped', by: ['orders.fulfil'], mail: 'shipped' },
  { from: ['shipped'], to: 'out_for_delivery', by: ['orders.fulfil'], mail: 'out_for_delivery' },
  { from: ['shipped', 'out_for_delivery'], to: 'delivered', by: ['orders.fulfil'], mail: 'delivered' },
  { from: BEFORE_SHIPPING, to: 'cancelled', by: ['shopper', 'orders.fulfil'], mail: 'cancelled' },
  { from: ['delivered'], to: 'return_requested', by: ['shopper'], mail: 'return_requested' },
  { from: ['return_requested'], to: 'return_received', by: ['orders.fulfil'], mail: 'return_received' },
  { from: ['return_received'], to: 'refunded', by: ['orders.refund'], mail: 'refunded' },
  { from: ['return_received'], to: 'replaced', by: ['orders.fulfil'], mail: 'replaced' },
];

/** The order as the machine needs it. */
export interface LifecycleOrder {
  status: OrderState;
  /** True for a prepaid (online) order: once paid, a cancel owes a refund. */
  prepaid: boolean;
  /** When it was delivered (ISO), null before. */
  deliveredAt: string | null;
  /** What the shopper asked for after delivery, null before. */
  returnKind: ReturnKind | null;
}

export interface TransitionEffects {
  /** Give the order's units back to stock. */
  restock: boolean;
  /** 'due': the order was paid and is cancelled, a refund is owed; 'issued': the refund is made now. */
  refund: 'due' | 'issued' | null;
  mail: LifecycleMail | null;
  /** Shipping needs its courier, AWB number and tracking link. */
  needsShipment: boolean;
  /** A return request needs its kind and reason. */
  needsReturnRequest: boolean;
}

export const LIFECYCLE_ERRORS = {
  notAllowed: { code: 'TRANSITION_NOT_ALLOWED', message: 'This order cannot move to that status now.' },
  forbidden: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  cancelAfterShipping: {
    code: 'CANCEL_NOT_ALLOWED',
    message: 'This order has already shipped and can no longer be cancelled.',
  },
  cancelClosed: { code: 'CANCEL_NOT_ALLOWED', message: 'This order can no longer be cancelled.' },
  returnNotDelivered: {
    code: 'RETURN_NOT_ALLOWED',
    message: 'A return or replacement can be requested only after the order is delivered.',
  },
  returnWindowClosed: {
    code: 'RETURN_WINDOW_CLOSED',
    message: `Returns and replacements can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`,
  },
  refundNeedsReturn: { code: 'TRANSITION_NOT_ALLOWED', message: 'Only a received return can be refunded.' },
  replaceNeedsReplacement: {
    code: 'TRANSITION_NOT_ALLOWED',
    message: 'Only a received replacement request can be replaced.',
  },
  courierRequired: { code: 'COURIER_REQUIRED', message: 'Please enter the courier name.' },
  awbInvalid: { code: 'AWB_INVALID', message: 'The AWB number must be 6 to 30 letters or digits.' },
  trackingUrlInvalid: { code: 'TRACKING_URL_INVALID', message: 'The tracking link must be an https:// address.' },
  returnKindRequired: { code: 'RETURN_KIND_REQUIRED', message: 'Please choose a return or a replacement.' },
  returnReasonInvalid: {
    code: 'RETURN_REASON_INVALID',
    message: `Please tell us the reason in ${RETURN_REASON_MIN_LENGTH} to ${RETURN_REASON_MAX_LENGTH} characters.`,
  },
  concurrentChange: {
    code: 'ORDER_CHANGED',
    message: 'This order was changed by someone else just now. Please reload it and try again.',
  },
} as const;
export type LifecycleError = { code: string; message: string; field?: string };

export type TransitionVerdict = { ok: true; effects: TransitionEffects } | ({ ok: false } & LifecycleError);

const DAY_MS = 86_400_000;

/** The last shop calendar day (YYYY-MM-DD) on which a return may be asked: delivery day + 7. */
export function returnWindowLastDay(deliveredAt: string | Date): string {
  const day = shopDate(deliveredAt);
  return new Date(Date.parse(`${day}T00:00:00Z`) + RETURN_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** True while a return may be asked: until the end of the 7th shop day after the delivery day. */
export function withinReturnWindow(deliveredAt: string | Date | null, now: Date): boolean {
  if (deliveredAt === null) return false;
  return shopDate(now) <= returnWindowLastDay(deliveredAt);
}

function permitted(actor: LifecycleActor, by: readonly Mover[]): boolean {
  if (actor.kind === 'shopper') return by.includes('shopper');
  if (actor.kind === 'system') return by.includes('system');
  return by.some((m) => m !== 'shopper' && m !== 'system' && actor.can(m));
}

/** The refusal of a transition the machine has no rule for, in the words that help most. */
function refusalOf(order: LifecycleOrder, to: OrderState): LifecycleError {
  if (to === 'cancelled')
    return ['shipped', 'out_for_delivery', 'delivered'].includes(order.status)
      ? LIFECYCLE_ERRORS.cancelAfterShipping
      : LIFECYCLE_ERRORS.cancelClosed;
  if (to === 'return_requested') return LIFECYCLE_ERRORS.returnNotDelivered;
  return LIFECYCLE_ERRORS.notAllowed;
}

/** May `actor` move `order` to `to` now, and with which effects. */
export function checkTransition(
  order: LifecycleOrder,
  to: OrderState,
  actor: LifecycleActor,
  now: Date,
): TransitionVerdict {
  const rule = ORDER_TRANSITIONS.find((r) => r.to === to && r.from.includes(order.status));
  if (!rule) return { ok: false, ...refusalOf(order, to) };
  if (!permitted(actor, rule.by)) return { ok: false, ...LIFECYCLE_ERRORS.forbidden };
  if (to === 'return_requested' && !withinReturnWindow(order.deliveredAt, now))
    return { ok: false, ...LIFECYCLE_ERRORS.returnWindowClosed };
  if (to === 'refunded' && order.returnKind !== 'return') return { ok: false, ...LIFECYCLE_ERRORS.refundNeedsReturn };
  if (to === 'replaced' && order.returnKind !== 'replacement')
    return { ok: false, ...LIFECYCLE_ERRORS.replaceNeedsReplacement };
  const cancelBeforeShipping = to === 'cancelled' && BEFORE_SHIPPING.includes(order.status);
  const paidCancel = cancelBeforeShipping && order.prepaid && order.status !== 'placed';
  return {
    ok: true,
    effects: {
      restock: cancelBeforeShipping || to === 'return_received',
      refund: paidCancel ? 'due' : to === 'refunded' ? 'issued' : null,
      mail: rule.mail,
      needsShipment: to === 'shipped',
      needsReturnRequest: to === 'return_requested',
    },
  };
}

/** The states `actor` may move `order` to now. */
export function nextStates(order: LifecycleOrder, actor: LifecycleActor, now: Date): OrderState[] {
  return ORDER_STATES.filter((to) => checkTransition(order, to, actor, now).ok);
}

/** What the shopper may do with the order now. */
export function shopperActions(order: LifecycleOrder, now: Date): { canCancel: boolean; canRequestReturn: boolean } {
  const shopper: LifecycleActor = { kind: 'shopper' };
  return {
    canCancel: checkTransition(order, 'cancelled', shopper, now).ok,
    canRequestReturn: checkTransition(order, 'return_requested', shopper, now).ok,
  };
}

export interface ShipmentInput {
  courierName?: string | null | undefined;
  awbNumber?: string | null | undefined;
  trackingUrl?: string | null | undefined;
}
export interface Shipment {
  courierName: string;
  awbNumber: string;
  trackingUrl: string;
}

/** Checks a shipment's courier, AWB number (6-30 letters or digits) and https tracking link. */
export function parseShipment(input: ShipmentInput): { ok: true; value: Shipment } | ({ ok: false } & LifecycleError) {
  const courierName = (input.courierName ?? '').trim();
  const awbNumber = (input.awbNumber ?? '').trim().toUpperCase();
  const trackingUrl = (input.trackingUrl ?? '').trim();
  if (courierName === '' || courierName.length > COURIER_NAME_MAX_LENGTH)
    return { ok: false, ...LIFECYCLE_ERRORS.courierRequired, field: 'courierName' };
  if (!AWB_PATTERN.test(awbNumber)) return { ok: false, ...LIFECYCLE_ERRORS.awbInvalid, field: 'awbNumber' };
  if (!isHttpsUrl(trackingUrl)) return { ok: false, ...LIFECYCLE_ERRORS.trackingUrlInvalid, field: 'trackingUrl' };
  return { ok: true, value: { courierName, awbNumber, trackingUrl } };
}

/** An https address on a dotted host name, without user info, spaces or quotes. */
const HTTPS_URL_PATTERN = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s<>"'`\\]*)?$/;

function isHttpsUrl(text: string): boolean {
  return text.length <= TRACKING_URL_MAX_LENGTH && HTTPS_URL_PATTERN.test(text);
}

export interface ReturnRequestInput {
  kind?: string | null | undefined;
  reason?: string | null | undefined;
}

/** Checks a return request's kind and reason. */
export function parseReturnRequest(
  input: ReturnRequestInput,
): { ok: true; value: { kind: ReturnKind; reason: string } } | ({ ok: false } & LifecycleError) {
  const kind = RETURN_KINDS.find((k) => k === input.kind);
  if (!kind) return { ok: false, ...LIFECYCLE_ERRORS.returnKindRequired, field: 'kind' };
  const reason = (input.reason ?? '').trim();
  if (reason.length < RETURN_REASON_MIN_LENGTH || reason.length > RETURN_REASON_MAX_LENGTH)
    return { ok: false, ...LIFECYCLE_ERRORS.returnReasonInvalid, field: 'reason' };
  return { ok: true, value: { kind, reason } };
}

/** The most transit days a delivery estimate ('2-4 Days', '5 Days') names; null when it names none. */
export function transitDays(deliveryDays: string): number | null {
  const numbers = deliveryDays.match(/\d+/g);
  if (!numbers) return null;
  const most = Math.max(...numbers.map(Number));
  return Number.isFinite(most) && most > 0 && most <= 60 ? most : null;
}

/** The shop date the order is expected by: the shipping day plus its most transit days. */
export function expectedDeliveryDate(shippedAt: string | Date, deliveryDays: string): string | null {
  const days = transitDays(deliveryDays);
  if (days === null) return null;
  const day = shopDate(shippedAt);
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first state of a new order: cash on delivery is placed at once, prepaid awaits payment. */
export function initialState(prepaid: boolean): OrderState {
  return prepaid ? 'pending_payment' : 'placed';
}

/** States a shopper's order is still live in (the REST order_status reads 'Success'). */
export function isLiveState(state: OrderState): boolean {
  return state !== 'pending_payment' && state !== 'cancelled';
}

/** The label of a stored status; text that is no state is shown as it is. */
export function stateLabel(status: string): string {
  return isOrderState(status) ? ORDER_STATE_LABELS[status] : status;
}
