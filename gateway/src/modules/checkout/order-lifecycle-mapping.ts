// The tracking answer of upstream (GET /api/Order/Tracking and the answers of Cancel and
// ReturnRequest), parsed by the zod schema generated from upstream's OpenAPI document and renamed
// to the gateway's model. The tracking link
// must be https (the courier's page); anything else is dropped, so nothing else reaches the page.
import { stateLabel, type OrderState, type ReturnKind } from '@shop/commerce/checkout/order-lifecycle';
import { shopDate } from '@shop/commerce/shop-time';
import { zGetApiOrderTrackingResponse } from '../../generated/upstream/zod.gen.ts';

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

/** An https link, else null. */
function httpsLink(value: string | null | undefined): string | null {
  const link = value?.trim() ?? '';
  try {
    return link !== '' && new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}

/** Order/Tracking and the answers of Order/Cancel and Order/ReturnRequest (the same shape). */
export const orderTrackingSchema = zGetApiOrderTrackingResponse.transform((raw): OrderTracking => {
  const trackingUrl = httpsLink(raw.tracking_url);
  return {
    orderId: raw.order_id_new,
    status: raw.status,
    statusLabel: raw.status_label.trim() || stateLabel(raw.status),
    timeline: raw.timeline.map((e) => ({
      status: e.status,
      label: e.label.trim() || stateLabel(e.status),
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
