// What the console offers for each lifecycle move (button, dialog, confirmation), the shipment form
// checked with the lifecycle's own rule before it is sent, and the sentence that reports a bulk
// move. Pure; tested beside.
import { parseShipment } from '@shop/commerce/checkout/order-lifecycle';
import type { OrderLifecycleStatus, AdminTransitionOrdersInput } from '@/generated/graphql.ts';

export interface TransitionAction {
  /** The button. */
  label: string;
  /** The past tense in the report: "2 orders packed." */
  done: string;
  /** Shipping asks for courier, AWB and link; the others for a confirmation and an optional note. */
  kind: 'shipment' | 'confirm';
  /** Cancelling and refunding are shown as the grave ones. */
  grave?: boolean;
  /** What the confirmation says will happen. */
  consequence: string;
}

export const TRANSITION_ACTIONS: Partial<Record<OrderLifecycleStatus, TransitionAction>> = {
  PACKED: {
    label: 'Mark packed',
    done: 'packed',
    kind: 'confirm',
    consequence: 'The customer is mailed that the order is packed.',
  },
  SHIPPED: {
    label: 'Ship',
    done: 'shipped',
    kind: 'shipment',
    consequence: 'The customer is mailed the courier and tracking link.',
  },
  OUT_FOR_DELIVERY: {
    label: 'Out for delivery',
    done: 'marked out for delivery',
    kind: 'confirm',
    consequence: 'The customer is mailed that the order is out for delivery.',
  },
  DELIVERED: {
    label: 'Mark delivered',
    done: 'marked delivered',
    kind: 'confirm',
    consequence: 'The customer is mailed, and the 7-day return window starts.',
  },
  CANCELLED: {
    label: 'Cancel order',
    done: 'cancelled',
    kind: 'confirm',
    grave: true,
    consequence: 'The stock comes back, a paid order gets a refund due, and the customer is mailed.',
  },
  RETURN_RECEIVED: {
    label: 'Return received',
    done: 'marked return received',
    kind: 'confirm',
    consequence: 'The units go back to stock and the customer is mailed.',
  },
  REFUNDED: {
    label: 'Refund',
    done: 'refunded',
    kind: 'confirm',
    grave: true,
    consequence: 'A refund of the order amount is recorded as issued and the customer is mailed.',
  },
  REPLACED: {
    label: 'Mark replaced',
    done: 'marked replaced',
    kind: 'confirm',
    consequence: 'The customer is mailed that the replacement is on its way.',
  },
};

export interface ShipmentForm {
  /** The courier and tracking link of every order (unless each has its own). */
  courierName: string;
  trackingUrl: string;
  /** Each order's AWB number. */
  awbNumbers: Readonly<Record<string, string>>;
  /** Each order's own courier and tracking link, when they differ (several orders); null: the common ones. */
  perOrder?: Readonly<Record<string, { courierName?: string; trackingUrl?: string }>> | null;
}

/**
 * A box of the shipment form: the common 'courierName' and 'trackingUrl', or an order's own
 * 'awb:<order number>', 'courier:<order number>' and 'link:<order number>'.
 */
export type ShipmentField = 'courierName' | 'trackingUrl' | `awb:${string}` | `courier:${string}` | `link:${string}`;

export type ShipmentCheck =
  { ok: true; input: AdminTransitionOrdersInput } | { ok: false; errors: Partial<Record<ShipmentField, string>> };

/** The shipment form checked order by order with the lifecycle's rule; the mutation's input when all pass. */
export function checkShipment(orderIds: readonly string[], form: ShipmentForm): ShipmentCheck {
  const perOrder = form.perOrder ?? null;
  const courierOf = (orderId: string) => (perOrder ? (perOrder[orderId]?.courierName ?? '') : form.courierName).trim();
  const linkOf = (orderId: string) => (perOrder ? (perOrder[orderId]?.trackingUrl ?? '') : form.trackingUrl).trim();
  const errors: Partial<Record<ShipmentField, string>> = {};
  for (const orderId of orderIds) {
    const checked = parseShipment({
      courierName: courierOf(orderId),
      trackingUrl: linkOf(orderId),
      awbNumber: form.awbNumbers[orderId],
    });
    if (checked.ok) continue;
    const field: ShipmentField =
      checked.field === 'awbNumber'
        ? `awb:${orderId}`
        : checked.field === 'trackingUrl'
          ? perOrder
            ? `link:${orderId}`
            : 'trackingUrl'
          : perOrder
            ? `courier:${orderId}`
            : 'courierName';
    errors[field] ??= checked.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const awb = (orderId: string) => (form.awbNumbers[orderId] ?? '').trim();
  return {
    ok: true,
    input: perOrder
      ? {
          orderIds: [...orderIds],
          to: 'SHIPPED',
          shipments: orderIds.map((orderId) => ({
            orderId,
            courierName: courierOf(orderId),
            awbNumber: awb(orderId),
            trackingUrl: linkOf(orderId),
          })),
        }
      : {
          orderIds: [...orderIds],
          to: 'SHIPPED',
          courierName: form.courierName.trim(),
          trackingUrl: form.trackingUrl.trim(),
          shipments: orderIds.map((orderId) => ({ orderId, awbNumber: awb(orderId) })),
        },
  };
}

export interface TransitionReport {
  /** "2 orders packed." or "1 of 2 orders shipped." */
  summary: string;
  /** One line per refused order: "LUM…: message". */
  problems: string[];
}

/** The report of a move: how many went, and why each other one did not. */
export function transitionReport(
  action: TransitionAction,
  results: ReadonlyArray<{ orderId: string | number; ok: boolean }>,
  userErrors: ReadonlyArray<{ field?: readonly string[] | null; message: string }>,
): TransitionReport {
  const done = results.filter((r) => r.ok).length;
  const noun = (n: number) => (n === 1 ? 'order' : 'orders');
  const summary =
    done === results.length
      ? `${done} ${noun(done)} ${action.done}.`
      : `${done} of ${results.length} ${noun(results.length)} ${action.done}.`;
  const problems = userErrors.map((e) => {
    const orderId = e.field?.find((part) => /^[A-Z]{3}\d+$/.test(part));
    return orderId ? `${orderId}: ${e.message}` : e.message;
  });
  return { summary, problems };
}
