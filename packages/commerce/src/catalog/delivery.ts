// The delivery check of the product page (storefront spec section 7, Deliver_time): the estimate is
// '{min}-{max} Days' (the delivery zone's transit days plus the product's dispatch days), or the
// spec's 'No delivery at this pincode' when the shop does not deliver there.
import { CATALOG_MESSAGES } from './messages.ts';

export interface DeliveryEstimateInput {
  /** Transit days of the pincode's zone; null when the pincode is not in the directory. */
  zone: { minDays: number; maxDays: number } | null;
  deliverable: boolean;
  dispatchDays: number;
}

/** '2-4 Days', or 'No delivery at this pincode'. */
export function deliveryEstimateText({ zone, deliverable, dispatchDays }: DeliveryEstimateInput): string {
  if (!zone || !deliverable) return CATALOG_MESSAGES.noDelivery;
  const extra = Math.max(0, Math.trunc(dispatchDays));
  return `${zone.minDays + extra}-${zone.maxDays + extra} Days`;
}

export interface DeliveryAnswer {
  deliverable: boolean;
  /** The estimate ('2-4 Days') or 'No delivery at this pincode'. */
  message: string;
}

/** An estimate text as an answer; none (null or blank) is no delivery. */
export function readDeliveryEstimate(text: string | null | undefined): DeliveryAnswer {
  const message = text?.trim() ? text.trim() : CATALOG_MESSAGES.noDelivery;
  return { deliverable: message !== CATALOG_MESSAGES.noDelivery, message };
}
