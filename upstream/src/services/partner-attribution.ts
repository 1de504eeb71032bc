// Attribution of an order to channel partners, inside CreateOrderNew's transaction: when the order
// uses a coupon a partner shared (an order carries at most one: order-create.ts), the sharer, and the Master
// above a General sharer, get a row of partner_order_incentives at the percent of the sharer's
// table in force now, on the order's subtotal less its coupon discount. Prepaid orders are written
// while Pending too; only Success orders are listed (services/partner-incentives.ts).
import type { Kysely } from 'kysely';
import { attributionBase, attributionRows } from '@shop/commerce/partner/incentive-amounts';
import { levelOf } from '@shop/commerce/partner/levels';
import { insertOrderIncentives, sharesOfCoupons } from '../db/queries/partner-program.ts';
import type { Database } from '../db/schema.ts';
import { ratesOf, tableInForce } from './partner-incentives.ts';

export interface OrderForAttribution {
  /** orders.id of the order just inserted. */
  orderId: number;
  /** The order's coupons in the order of its lines (a coupon on several lines may repeat). */
  coupons: ReadonlyArray<{ id: number; code: string }>;
  subtotal: number;
  couponDiscount: number;
  now: Date;
}

/** Writes the incentive rows of an order placed with a shared coupon; answers how many. */
export async function attributeOrder(db: Kysely<Database>, order: OrderForAttribution): Promise<number> {
  const shares = await sharesOfCoupons(db, [...new Set(order.coupons.map((c) => c.id))]);
  const first = order.coupons.find((c) => shares.some((s) => s.coupon_id === c.id));
  const share = first && shares.find((s) => s.coupon_id === first.id);
  if (!first || !share) return 0;
  const table = await tableInForce(db, share.partner_id);
  const base = attributionBase(order.subtotal, order.couponDiscount);
  const rows = attributionRows(
    {
      partnerId: share.partner_id,
      level: levelOf(share.level),
      masterId: share.master_id,
      rates: ratesOf(table),
    },
    base,
  );
  const at = order.now.toISOString();
  await insertOrderIncentives(
    db,
    rows.map((r) => ({
      order_id: order.orderId,
      partner_id: r.partnerId,
      role: r.role,
      referrer_id: share.partner_id,
      coupon_code: first.code,
      incentive_percent: r.percent,
      base_amount: base,
      incentive_amount: r.amount,
      created_at: at,
    })),
  );
  return rows.length;
}
