// Attribution of an order to a channel partner (@shop/commerce/partner/attribution): inside
// CreateOrderNew's transaction the order records who it belongs to and how: the partner who shared
// a coupon on it (an order carries at most one partner coupon: order-create.ts), else the partner
// of the referral visit the browser held, while the visit is inside REFERRAL_WINDOW_DAYS; a buyer
// who is the partner is a self-referral ('self'), which earns nothing. Incentives are credited once
// the order is a sale: at once for cash on delivery, when the payment settles for prepaid orders
// (a failed payment credits nothing). Each row is Pending at the percent of the partner's table in
// force then, on the base net of coupon discounts and GST (incentive-amounts.ts); the partner and,
// for a General partner, its Master get a mail after the commit (mailCreditedIncentives).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatMoney } from '@shop/commerce/money';
import { SHOP_NAME } from '@shop/commerce/company';
import { chooseAttribution, referralExpiry, type AttributionPartner } from '@shop/commerce/partner/attribution';
import { attributionRows, incentiveBase } from '@shop/commerce/partner/incentive-amounts';
import { levelOf } from '@shop/commerce/partner/levels';
import { INCENTIVE_ROLE, PARTNER_STATUS } from '@shop/commerce/partner/limits';
import { ATTRIBUTION_LABELS } from '@shop/commerce/partner/payouts';
import {
  couponPartners,
  creditedIncentives,
  hasIncentives,
  insertReferralVisit,
  partnerByCode,
  partnerById,
  recordOrderAttribution,
  referralVisit,
} from '../db/queries/partner-attribution.ts';
import { insertOrderIncentives } from '../db/queries/partner-program.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';
import { ratesOf, tableInForce } from './partner-incentives.ts';

type Db = Kysely<Database>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type PartnerRow = NonNullable<Awaited<ReturnType<typeof partnerById>>>;
const asAttributionPartner = (p: PartnerRow): AttributionPartner => ({
  partnerId: p.id,
  shopperUserId: p.shopper_user_id,
  email: p.email,
});

/** POST /api/CP/referral_visit: remembers a visit through an Active partner's link; null for an unknown code. */
export function createReferralVisits(db: Db, clock: Clock, windowDays: number) {
  return {
    async record(code: string): Promise<{ token: string; expires_at: string; cpname: string } | null> {
      const partner = await partnerByCode(db, code);
      if (!partner || partner.status !== PARTNER_STATUS.ACTIVE) return null;
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = referralExpiry(now, windowDays).toISOString();
      await insertReferralVisit(db, {
        partner_id: partner.id,
        token_hash: hashToken(token),
        visited_at: now.toISOString(),
        expires_at: expiresAt,
      });
      return { token, expires_at: expiresAt, cpname: partner.name };
    },
  };
}

export type ReferralVisits = ReturnType<typeof createReferralVisits>;

export interface OrderForAttribution {
  /** orders.id of the order just inserted. */
  orderId: number;
  /** The order's coupons in the order of its lines (a coupon on several lines may repeat). */
  coupons: ReadonlyArray<{ id: number; code: string }>;
  /** The referral token the browser held (POST /api/CP/referral_visit), if any. */
  referralToken: string | null;
  buyer: { userId: number; email: string | null };
  now: Date;
  windowDays: number;
}

/** Records on the order who it belongs to and how; answers the decision. Credits nothing yet. */
export async function attributeOrder(db: Db, order: OrderForAttribution) {
  const shares = await couponPartners(db, [...new Set(order.coupons.map((c) => c.id))]);
  const first = order.coupons.find((c) => shares.some((s) => s.coupon_id === c.id));
  const sharer = first ? shares.find((s) => s.coupon_id === first.id) : undefined;
  const visit = order.referralToken ? await referralVisit(db, hashToken(order.referralToken)) : undefined;
  const visitPartner = visit ? await partnerById(db, visit.partner_id) : undefined;
  const decision = chooseAttribution({
    couponPartner: sharer ? asAttributionPartner(sharer) : null,
    linkVisit:
      visit && visitPartner && visitPartner.status !== PARTNER_STATUS.SUSPENDED
        ? { ...asAttributionPartner(visitPartner), visitedAt: new Date(visit.visited_at) }
        : null,
    buyer: order.buyer,
    now: order.now,
    windowDays: order.windowDays,
  });
  await recordOrderAttribution(db, order.orderId, decision.partnerId, decision.by);
  return decision;
}

/**
 * Writes the Pending incentives of an attributed order that became a sale (once: an order with
 * incentives already keeps them). Answers how many rows were written.
 */
export async function creditOrderIncentives(db: Db, orderId: number, now: Date): Promise<number> {
  const order = await db
    .selectFrom('orders')
    .select(['attributed_partner_id', 'attributed_by', 'subtotal', 'coupon_discount', 'tax_percent', 'coupons'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.attributed_partner_id === null) return 0;
  if (order.attributed_by !== 'coupon' && order.attributed_by !== 'link') return 0;
  const by = order.attributed_by;
  if (await hasIncentives(db, orderId)) return 0;
  const partner = await partnerById(db, order.attributed_partner_id);
  if (!partner) return 0;
  const table = await tableInForce(db, partner.id);
  const base = incentiveBase(Number(order.subtotal), Number(order.coupon_discount), Number(order.tax_percent ?? 0));
  const rows = attributionRows(
    { partnerId: partner.id, level: levelOf(partner.level), masterId: partner.master_id, rates: ratesOf(table) },
    base,
  );
  const couponCode = by === 'coupon' ? await partnerCouponOf(db, partner.id, order.coupons) : '';
  await insertOrderIncentives(
    db,
    rows.map((r) => ({
      order_id: orderId,
      partner_id: r.partnerId,
      role: r.role,
      referrer_id: partner.id,
      coupon_code: couponCode,
      incentive_percent: r.percent,
      base_amount: base,
      incentive_amount: r.amount,
      created_at: now.toISOString(),
      status: 'pending',
      attributed_by: by,
    })),
  );
  return rows.length;
}

/** The order's coupon that the partner shared (the first of its codes that is one). */
async function partnerCouponOf(db: Db, partnerId: number, coupons: string | null): Promise<string> {
  const codes = (coupons ?? '').split(',').filter(Boolean);
  if (codes.length === 0) return '';
  const shared = await db
    .selectFrom('partner_coupon_shares as s')
    .innerJoin('coupons as c', 'c.id', 's.coupon_id')
    .select('c.code')
    .where('s.partner_id', '=', partnerId)
    .where('c.code', 'in', codes)
    .execute();
  return codes.find((code) => shared.some((s) => s.code === code)) ?? '';
}

/** Tells each partner credited on the order what it earned ("commission credited"), after the commit. */
export async function mailCreditedIncentives(deps: { db: Db; outbox: Outbox }, orderNumber: string): Promise<void> {
  const order = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('order_id_new', '=', orderNumber)
    .executeTakeFirst();
  if (!order) return;
  for (const row of await creditedIncentives(deps.db, order.id)) {
    const how = ATTRIBUTION_LABELS[row.attributed_by === 'link' ? 'link' : 'coupon'].toLowerCase();
    await deps.outbox.send({
      channel: 'email',
      to: row.email,
      subject: `${SHOP_NAME}: commission credited on order ${row.order_id_new}`,
      body: [
        `Dear ${row.name},`,
        `Order ${row.order_id_new} was placed through your ${how}${row.role === INCENTIVE_ROLE.MASTER ? ' (a partner under you)' : ''}.`,
        `Your commission: ${formatMoney(Number(row.incentive_amount))} (${Number(row.incentive_percent)}% of ${formatMoney(Number(row.base_amount))}, the order's value net of discounts and GST).`,
        'It is Pending until the order is delivered and its return window has passed; then it is Approved and paid with the next monthly payout. You can follow it under Incentive Details in the partner portal.',
        `Team ${SHOP_NAME}`,
      ].join('\n\n'),
    });
  }
}
