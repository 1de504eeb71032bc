// Kysely tables of orders (migrations 0005, 0008 and 0014). Timestamps are ISO strings; amounts in major units.
import type { Generated } from 'kysely';

export interface OrderTable {
  id: Generated<number>;
  /** The order number customers see, e.g. LUM2511020001. */
  order_id_new: string;
  user_id: number | null;
  order_date: string;
  /** 'Success' for a placed order; '' or another value reads as cancelled (spec section 4). */
  order_status: string;
  amount: number;
  currency: string;
  cur_symbol: string;
  /** 1 prepaid, 2 cash on delivery (spec section 9). */
  paytype: number;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_city: string;
  billing_state: string;
  billing_country: string;
  billing_pincode: string;
  billing_phone: string;
  billing_email: string | null;
  shipping_customer_name: string;
  shipping_last_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_country: string;
  shipping_pincode: string;
  shipping_phone: string;
  shipping_email: string | null;
  gst: string | null;
  deliverdays: string;
  invoice_file: string | null;
  created_at: string;
  updated_at: string;
  // Migration 0008 (checkout): the figures the order was charged with, payment and invoice.
  subtotal: Generated<number>;
  coupon_discount: Generated<number>;
  prepaid_discount: Generated<number>;
  shipping_charge: Generated<number>;
  /** Amount less its GST (tax-inclusive split). */
  taxable_amount: Generated<number>;
  tax_amount: Generated<number>;
  cgst: Generated<number>;
  sgst: Generated<number>;
  igst: Generated<number>;
  tax_percent: number | null;
  tax_name: string | null;
  /** The applied coupon codes, comma separated. */
  coupons: string | null;
  /** The payment gateway's last order_status (Success, Failure, Aborted, ...); null for COD. */
  payment_status: string | null;
  payment_mode: string | null;
  tracking_id: string | null;
  bank_ref_no: string | null;
  settled_at: string | null;
  cancelled_at: string | null;
  /** client:<Idempotency-Key> or cart:<fingerprint>. */
  idempotency_key: string | null;
  request_fingerprint: string | null;
  /** Set when the order is settled (Success): its tax invoice exists. */
  invoice_no: string | null;
  delivery_address_id: number | null;
  // Migration 0014 (order lifecycle): the state machine's status, shipment and return request.
  /** An OrderState of @shop/commerce/checkout/order-lifecycle (pending_payment, placed, paid, packed, ...). */
  status: Generated<string>;
  courier_name: string | null;
  awb_number: string | null;
  tracking_url: string | null;
  /** The shop date (YYYY-MM-DD) the shipment is expected by. */
  expected_delivery_date: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  /** 'return' or 'replacement'. */
  return_kind: string | null;
  return_reason: string | null;
  return_requested_at: string | null;
  /** The partner the order was attributed to (coupon or referral link); null when none. */
  attributed_partner_id: number | null;
  /** ATTRIBUTION of @shop/commerce/partner/attribution: 'coupon', 'link', 'self' (earns nothing), null. */
  attributed_by: string | null;
}

/** One status change of an order: its timeline. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  /** The status the order moved to. */
  status: string;
  at: string;
  /** 'shopper', 'operator' or 'system'. */
  actor_kind: string;
  operator_id: number | null;
  note: string | null;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  color_id: number | null;
  size: Generated<string>;
  strap_id: Generated<number>;
  txt_model: string;
  product_name: string;
  color_name: Generated<string>;
  colorcode: Generated<string>;
  pro_image: Generated<string>;
  units: number;
  slling_price: number;
  /** 1 when the line is an offer product bundled with another line. */
  offerproduct: Generated<number>;
  coupon_code: string | null;
  discount_percentage: Generated<number>;
  position: number;
  hsn_code: Generated<string>;
  /** Units x price x discount percentage / 100. */
  line_discount: Generated<number>;
  strap_color: Generated<string>;
}

/** Every request sent to and response received from the payment gateway. */
export interface PaymentEventTable {
  id: Generated<number>;
  order_id: number;
  /** 'request' or 'response'. */
  kind: string;
  order_status: string;
  tracking_id: string | null;
  amount: number;
  /** What upstream did: sent, settled, cancelled, ignored (not pending), refused (mismatch). */
  outcome: string;
  created_at: string;
}

export interface PrebookingTable {
  id: Generated<number>;
  user_id: number;
  booking_no: string;
  product_name: string;
  model: string;
  color_name: string;
  booked_on: string;
  amount_paid: number;
  currency: string;
  cur_symbol: string;
  status: string;
  expected_dispatch: string;
}

export interface OrderTables {
  orders: OrderTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
  payment_events: PaymentEventTable;
  prebookings: PrebookingTable;
}
