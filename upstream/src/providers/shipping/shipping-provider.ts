// The shipping seam: the order lifecycle's ship step asks the shipping provider for the shipment
// of an order (courier, AWB number, tracking link, label), outside any database transaction and
// only for an order that may ship now. A provider that takes the operator's details (manual)
// answers them as given once checked; an aggregator books the parcel with its courier and assigns
// the AWB and label itself. Tracking updates from a provider (webhooks) later arrive as
// TrackingEvent, matched by the AWB. Implementations are listed in shipping-providers.ts and each
// passes shipping-provider.contract.ts.
import type { ShipmentInput } from '@shop/commerce/checkout/order-lifecycle';

/** Where the parcel goes, as the order holds it. */
export interface ShipmentAddress {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string;
}

export interface ShipmentRequest {
  orderNumber: string;
  /** What the operator typed on Ship (courier, AWB, tracking link); a provider that assigns them may ignore it. */
  given: ShipmentInput;
  deliverTo: ShipmentAddress;
  /** The amount the courier collects on delivery (cash on delivery), with its currency; null when prepaid. */
  collect: { amount: number; currency: string } | null;
}

export interface ShipmentBooked {
  courierName: string;
  awbNumber: string;
  /** The shopper's tracking link (https). */
  trackingUrl: string;
  /** The printable label, when the provider makes one. */
  labelUrl: string | null;
  /** The provider's id of the shipment, when it keeps one. */
  providerShipmentId: string | null;
}

/** ok: the shipment; else a refusal with the spec's message and, for the operator's details, the field. */
export type ShipmentResult =
  { ok: true; shipment: ShipmentBooked } | { ok: false; code: string; message: string; field?: string };

export interface ShippingProvider {
  /** Its SHIPPING_PROVIDER value. */
  readonly name: string;
  /** True when the operator types courier and AWB on Ship (the console asks for them). */
  readonly takesOperatorDetails: boolean;
  /** The shipment of one order. Never throws. */
  createShipment(request: ShipmentRequest): Promise<ShipmentResult>;
}
