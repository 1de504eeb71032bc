// Facts of the coupon tests that the APIs cannot set or show, in the test upstream's database:
// coupons of the test's own (a shop coupon for one product, or a coupon a channel partner shared
// with a customer), a coupon's uses, a product's sale price, and an order's invoice as upstream
// renders it (services/invoice-content.ts) from the rows it stored.
import type { OrderItemRow, OrderRow } from '../../upstream/src/db/queries/orders.ts';
import { invoiceContent, type InvoiceContent } from '../../upstream/src/services/invoice-content.ts';
import { withTestDb, type DatabaseOf } from '../support/database.ts';

export interface TestCoupon {
  code: string;
  percent: number;
  productId?: number;
  /** A coupon a channel partner shared with this email. */
  partnerFor?: string;
}

export async function addCoupon(upstream: DatabaseOf, coupon: TestCoupon): Promise<void> {
  await withTestDb(upstream, (db) =>
    db.run(
      `INSERT INTO coupons (code, description, percent, product_id, category_id, valid_from, valid_to, email,
         max_uses, uses, source, created_at)
       VALUES (?, ?, ?, ?, NULL, '2025-01-01T00:00:00.000Z', '2030-12-31T18:29:59.000Z', ?, ?, 0, ?, ?)`,
      coupon.code,
      `${coupon.percent}% off`,
      coupon.percent,
      coupon.productId ?? null,
      coupon.partnerFor ?? null,
      coupon.partnerFor ? 1 : 100_000,
      coupon.partnerFor ? 'partner' : 'shop',
      new Date().toISOString(),
    ),
  );
}

export const usesOf = (upstream: DatabaseOf, code: string): Promise<number> =>
  withTestDb(
    upstream,
    async (db) => (await db.get<{ uses: number }>('SELECT uses FROM coupons WHERE code = ?', code))!.uses,
  );

export async function setSalePrice(upstream: DatabaseOf, productId: number, price: number): Promise<void> {
  await withTestDb(upstream, (db) => db.run('UPDATE products SET sale_price = ? WHERE id = ?', price, productId));
}

/** The order's stored figures, its lines' stored coupon discounts and its invoice. */
export function storedOrder(upstream: DatabaseOf, orderId: string) {
  return withTestDb(upstream, async (db) => {
    const order = (await db.get<OrderRow>('SELECT * FROM orders WHERE order_id_new = ?', orderId))!;
    const items = await db.all<OrderItemRow>(
      'SELECT * FROM order_items WHERE order_id = ? ORDER BY position',
      order.id,
    );
    const invoice: InvoiceContent = invoiceContent(order, items);
    return { order, items, invoice };
  });
}
