// Past orders of the demo customers (placed and delivered, status Success), so that order
// lookups (GetOrderDate) and service requests have real orders to refer to. Names, prices and
// pictures of each line are snapshots taken from the catalog rows.
import type { Kysely } from 'kysely';
import { insertOrderEvent } from '../queries/order-events.ts';
import type { Database } from '../schema.ts';

interface OrderLineDef {
  productId: number;
  colorId: number;
  size?: string;
  units: number;
  price: number;
  offer?: boolean;
  couponCode?: string;
  discountPercentage?: number;
}

export interface DemoOrderDef {
  orderId: string;
  customerEmail: string;
  date: string;
  paytype: 1 | 2;
  deliverdays: string;
  lines: OrderLineDef[];
}

export const DEMO_ORDERS: readonly DemoOrderDef[] = [
  {
    orderId: 'LUM2510180001',
    customerEmail: 'aarav@example.com',
    date: '2025-10-18T06:42:10.000Z',
    paytype: 1,
    deliverdays: '2-4 Days',
    lines: [
      { productId: 101, colorId: 1011, size: '8', units: 1, price: 17999 },
      { productId: 151, colorId: 1511, units: 1, price: 499, offer: true },
    ],
  },
  {
    orderId: 'LUM2512050002',
    customerEmail: 'aarav@example.com',
    date: '2025-12-05T11:15:00.000Z',
    paytype: 2,
    deliverdays: '2-4 Days',
    lines: [{ productId: 301, colorId: 3013, units: 2, price: 2999, couponCode: 'BUDS10', discountPercentage: 10 }],
  },
  {
    orderId: 'LUM2601080003',
    customerEmail: 'priya@example.com',
    date: '2026-01-08T09:05:30.000Z',
    paytype: 1,
    deliverdays: '2-4 Days',
    lines: [{ productId: 401, colorId: 4011, units: 1, price: 19999 }],
  },
];

/** Amount of an order: each line's units times price, less its coupon percentage. */
export function orderAmount(lines: readonly OrderLineDef[]): number {
  return lines.reduce((sum, l) => sum + l.units * l.price * (1 - (l.discountPercentage ?? 0) / 100), 0);
}

export async function seedOrders(db: Kysely<Database>): Promise<void> {
  for (const def of DEMO_ORDERS) await insertDemoOrder(db, def);
}

/** Writes one demo order (status Success) with its lines; answers its id, or null when the customer is missing. */
export async function insertDemoOrder(db: Kysely<Database>, def: DemoOrderDef): Promise<number | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('email', '=', def.customerEmail)
    .executeTakeFirst();
  if (!user) return null;
  const [billing, delivery] = await Promise.all(
    (['billing', 'delivery'] as const).map((kind) =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('kind', '=', kind)
        .orderBy('isprimary', 'desc')
        .executeTakeFirstOrThrow(),
    ),
  );
  if (!billing || !delivery) return null;
  const order = await db
    .insertInto('orders')
    .values({
      order_id_new: def.orderId,
      user_id: user.id,
      order_date: def.date,
      order_status: 'Success',
      // The lifecycle's status (migration 0014): prepaid orders are paid, cash on delivery placed.
      status: def.paytype === 1 ? 'paid' : 'placed',
      amount: orderAmount(def.lines),
      currency: 'INR',
      cur_symbol: '₹',
      paytype: def.paytype,
      billing_customer_name: billing.fname,
      billing_last_name: billing.lname,
      billing_address: billing.deladdress,
      billing_city: billing.delcity,
      billing_state: billing.delstate,
      billing_country: billing.country,
      billing_pincode: billing.pincode,
      billing_phone: billing.mobile_no,
      billing_email: billing.emailid,
      shipping_customer_name: delivery.fname,
      shipping_last_name: delivery.lname,
      shipping_address: delivery.deladdress,
      shipping_city: delivery.delcity,
      shipping_state: delivery.delstate,
      shipping_country: delivery.country,
      shipping_pincode: delivery.pincode,
      shipping_phone: delivery.mobile_no,
      shipping_email: delivery.emailid,
      gst: null,
      deliverdays: def.deliverdays,
      invoice_file: null,
      created_at: def.date,
      updated_at: def.date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOrderEvent(db, {
    orderId: order.id,
    status: def.paytype === 1 ? 'paid' : 'placed',
    at: def.date,
    actorKind: 'system',
  });
  for (const [index, line] of def.lines.entries()) {
    const row = await db
      .selectFrom('products as p')
      .innerJoin('product_colors as pc', 'pc.product_id', 'p.id')
      .leftJoin('product_images as pi', (join) =>
        join.onRef('pi.product_color_id', '=', 'pc.id').on('pi.kind', '=', 'gallery').on('pi.position', '=', 1),
      )
      .select(['p.name', 'p.model', 'pc.color_name', 'pc.color_code', 'pi.url'])
      .where('p.id', '=', line.productId)
      .where('pc.id', '=', line.colorId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: line.productId,
        color_id: line.colorId,
        size: line.size ?? '',
        strap_id: 0,
        txt_model: row.model,
        product_name: row.name,
        color_name: row.color_name,
        colorcode: row.color_code,
        pro_image: row.url ?? '',
        units: line.units,
        slling_price: line.price,
        offerproduct: line.offer ? 1 : 0,
        coupon_code: line.couponCode ?? null,
        discount_percentage: line.discountPercentage ?? 0,
        position: index + 1,
      })
      .execute();
  }
  return order.id;
}
