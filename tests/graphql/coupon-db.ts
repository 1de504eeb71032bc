// Facts of the coupon tests that the APIs cannot set or show, in the test upstream's SQLite file:
// coupons of the test's own (a shop coupon for one product, or a coupon a channel partner shared
// with a customer), a coupon's uses, a product's sale price, and an order's invoice as upstream
// renders it (services/invoice-content.ts) from the rows it stored.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { OrderItemRow, OrderRow } from '../../upstream/src/db/queries/orders.ts';
import { invoiceContent, type InvoiceContent } from '../../upstream/src/services/invoice-content.ts';

function withDb<T>(dataDir: string, work: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'shop.db'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export interface TestCoupon {
  code: string;
  percent: number;
  productId?: number;
  /** A coupon a channel partner shared with this email. */
  partnerFor?: string;
}

export function addCoupon(dataDir: string, coupon: TestCoupon): void {
  withDb(dataDir, (db) =>
    db
      .prepare(
        `INSERT INTO coupons (code, description, percent, product_id, category_id, valid_from, valid_to, email,
           max_uses, uses, source, created_at)
         VALUES (?, ?, ?, ?, NULL, '2025-01-01T00:00:00.000Z', '2030-12-31T18:29:59.000Z', ?, ?, 0, ?, ?)`,
      )
      .run(
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

export const usesOf = (dataDir: string, code: string): number =>
  withDb(dataDir, (db) => (db.prepare('SELECT uses FROM coupons WHERE code = ?').get(code) as { uses: number }).uses);

export function setSalePrice(dataDir: string, productId: number, price: number): void {
  withDb(dataDir, (db) => db.prepare('UPDATE products SET sale_price = ? WHERE id = ?').run(price, productId));
}

/** The order's stored figures, its lines' stored coupon discounts and its invoice. */
export function storedOrder(dataDir: string, orderId: string) {
  return withDb(dataDir, (db) => {
    const order = db.prepare('SELECT * FROM orders WHERE order_id_new = ?').get(orderId) as OrderRow;
    const items = db
      .prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY position')
      .all(order.id) as OrderItemRow[];
    const invoice: InvoiceContent = invoiceContent(order, items);
    return { order, items, invoice };
  });
}
