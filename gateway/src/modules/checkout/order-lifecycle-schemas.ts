// The tracking shape of upstream (GET /api/Order/Tracking and the answers of Cancel and
// ReturnRequest), parsed and renamed to the gateway's model in this one place. The tracking link
// must be https (the courier's page); anything else is dropped, so nothing else reaches the page.
import { z } from 'zod';
import {
  ORDER_STATES,
  RETURN_KINDS,
  stateLabel,
  type OrderState,
  type ReturnKind,
} from '@shop/commerce/checkout/order-lifecycle';
import { shopDate } from '@shop/commerce/shop-time';

export interface OrderTimelineEvent {
  status: OrderState;
  label: string;
  at: string;
  /** YYYY-MM-DD, India time. */
  date: string;
}

export interface OrderTracking {
  orderId: string;
  status: OrderState;
  statusLabel: string;
  timeline: OrderTimelineEvent[];
  shipment: { courierName: string; awbNumber: string; trackingUrl: string } | null;
  expectedDeliveryDate: string | null;
  deliveredOn: string | null;
  returnRequest: { kind: ReturnKind; reason: string } | null;
  returnWindowEndsOn: string | null;
  canCancel: boolean;
  canRequestReturn: boolean;
}

const state = z.enum(ORDER_STATES);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish()
  .transform((v) => v ?? null);

/** An https link, else null. */
function httpsLink(value: string | null | undefined): string | null {
  const link = value?.trim() ?? '';
  try {
    return link !== '' && new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}

export const orderTrackingSchema = z
  .object({
    order_id_new: z.string(),
    status: state,
    status_label: z.string().nullish(),
    timeline: z.array(z.object({ status: state, label: z.string().nullish(), at: z.string() })),
    courier_name: z.string().nullish(),
    awb_number: z.string().nullish(),
    tracking_url: z.string().nullish(),
    expected_delivery_date: day,
    delivered_at: z.string().nullish(),
    return_kind: z.enum(RETURN_KINDS).nullish(),
    return_reason: z.string().nullish(),
    return_window_ends: day,
    can_cancel: z.boolean(),
    can_request_return: z.boolean(),
  })
  .transform((raw): OrderTracking => {
    const trackingUrl = httpsLink(raw.tracking_url);
    return {
      orderId: raw.order_id_new,
      status: raw.status,
      statusLabel: raw.status_label?.trim() || stateLabel(raw.status),
      timeline: raw.timeline.map((e) => ({
        status: e.status,
        label: e.label?.trim() || stateLabel(e.status),
        at: e.at,
        date: shopDate(e.at),
      })),
      shipment:
        raw.courier_name && raw.awb_number && trackingUrl
          ? { courierName: raw.courier_name, awbNumber: raw.awb_number, trackingUrl }
          : null,
      expectedDeliveryDate: raw.expected_delivery_date,
      deliveredOn: raw.delivered_at ? shopDate(raw.delivered_at) : null,
      returnRequest: raw.return_kind ? { kind: raw.return_kind, reason: raw.return_reason ?? '' } : null,
      returnWindowEndsOn: raw.return_window_ends,
      canCancel: raw.can_cancel,
      canRequestReturn: raw.can_request_return,
    };
  });
