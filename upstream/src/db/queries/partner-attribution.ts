// Queries of attribution and the incentive lifecycle: the partners behind coupons and referral
// visits, the visits themselves, an order's attribution and incentives, and the conditional moves
// of incentive states (a row moves only from the states named, so two sweeps move it once).
import type { Kysely } from 'kysely';
import type { IncentiveStatus } from '@shop/commerce/partner/payouts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

const partnerColumns = [
  'p.id',
  'p.code',
  'p.level',
  'p.master_id',
  'p.email',
  'p.shopper_user_id',
  'p.status',
  'p.name',
  'p.surname',
] as const;

/** The partner who shared each of these coupons. */
export function couponPartners(db: Db, couponIds: readonly number[]) {
  if (couponIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('partner_coupon_shares as s')
    .innerJoin('channel_partners as p', 'p.id', 's.partner_id')
    .select(['s.coupon_id', ...partnerColumns])
    .where('s.coupon_id', 'in', couponIds)
    .execute();
}

export function partnerById(db: Db, partnerId: number) {
  return db.selectFrom('channel_partners as p').select(partnerColumns).where('p.id', '=', partnerId).executeTakeFirst();
}

/** A partner by its CP code, any case. */
export function partnerByCode(db: Db, code: string) {
  return db
    .selectFrom('channel_partners as p')
    .select(partnerColumns)
    .where('p.code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
}

export async function insertReferralVisit(
  db: Db,
  row: { partner_id: number; token_hash: string; visited_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('partner_referral_visits').values(row).execute();
}

export function referralVisit(db: Db, tokenHash: string) {
  return db
    .selectFrom('partner_referral_visits')
    .select(['partner_id', 'visited_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function recordOrderAttribution(
  db: Db,
  orderId: number,
  partnerId: number | null,
  by: string | null,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ attributed_partner_id: partnerId, attributed_by: by })
    .where('id', '=', orderId)
    .execute();
}

export function hasIncentives(db: Db, orderId: number) {
  return db
    .selectFrom('partner_order_incentives')
    .select('id')
    .where('order_id', '=', orderId)
    .limit(1)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/** Incentives that may move: pending ones of orders that ended or were delivered, approved ones of ended orders. */
export function movableIncentives(db: Db, partnerId?: number, orderId?: number) {
  let query = db
    .selectFrom('partner_order_incentives as pi')
    .innerJoin('orders as o', 'o.id', 'pi.order_id')
    .select(['pi.id', 'pi.status', 'o.status as order_status', 'o.delivered_at'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('pi.status', '=', 'pending'),
          eb('o.status', 'in', ['delivered', 'replaced', 'cancelled', 'refunded']),
        ]),
        // An approved incentive already in a payout run stays with it.
        eb.and([
          eb('pi.status', '=', 'approved'),
          eb('pi.payout_id', 'is', null),
          eb('o.status', 'in', ['cancelled', 'refunded']),
        ]),
      ]),
    );
  if (partnerId !== undefined) query = query.where('pi.partner_id', '=', partnerId);
  if (orderId !== undefined) query = query.where('pi.order_id', '=', orderId);
  return query.execute();
}

/** Moves one incentive to `to` if it is still in one of `from`; true when it moved. */
export async function moveIncentive(
  db: Db,
  id: number,
  from: readonly IncentiveStatus[],
  to: 'approved' | 'reversed',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('partner_order_incentives')
    .set(to === 'approved' ? { status: to, approved_at: at } : { status: to, reversed_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The incentives credited on one order, with the partner to tell. */
export function creditedIncentives(db: Db, orderId: number) {
  return db
    .selectFrom('partner_order_incentives as pi')
    .innerJoin('channel_partners as p', 'p.id', 'pi.partner_id')
    .innerJoin('orders as o', 'o.id', 'pi.order_id')
    .select([
      'pi.role',
      'pi.incentive_amount',
      'pi.incentive_percent',
      'pi.base_amount',
      'pi.attributed_by',
      'p.email',
      'p.name',
      'o.order_id_new',
    ])
    .where('pi.order_id', '=', orderId)
    .execute();
}
