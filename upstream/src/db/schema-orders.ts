// Kysely tables of orders (migration 0005). Timestamps are ISO strings; amounts in major units.
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
}

export interface OrderTables {
  orders: OrderTable;
  order_items: OrderItemTable;
}
