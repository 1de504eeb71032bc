// Pages of the partner portal's lists, each newest first with ties broken by id and read through
// an index of migration 0028 that starts with the list's owner, so a page reads its own rows and
// stops, and the count reads the same index (partner-pages.test.ts proves the plans). The rows are
// those of the unpaged lists (partner-program.ts, partners.ts); the services map them alike.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;
export interface PageWindow {
  offset: number;
  limit: number;
}

const countAll = 'count';

/**
 * The sales attributed to a partner (order_status `status`) and reversed ones, newest credited
 * first (the incentive is credited when the order becomes a sale), ties by order id.
 */
function attributedOrdersOf(db: Db, partnerId: number, status: string) {
  return db
    .selectFrom('partner_order_incentives as pi')
    .innerJoin('orders as o', 'o.id', 'pi.order_id')
    .where('pi.partner_id', '=', partnerId)
    .where((eb) => eb.or([eb('o.order_status', '=', status), eb('pi.status', '=', 'reversed')]));
}

export function attributedOrderPageQuery(db: Db, partnerId: number, status: string, page: PageWindow) {
  return attributedOrdersOf(db, partnerId, status)
    .innerJoin('channel_partners as r', 'r.id', 'pi.referrer_id')
    .select([
      'o.id as order_db_id',
      'o.order_id_new',
      'o.order_date',
      'o.billing_customer_name',
      'o.billing_last_name',
      'o.billing_address',
      'o.billing_city',
      'o.billing_pincode',
      'r.code as referrer_code',
      'r.name as referrer_name',
      'r.surname as referrer_surname',
      'pi.role',
      'pi.coupon_code',
      'pi.incentive_percent',
      'pi.base_amount',
      'pi.incentive_amount',
      'pi.status',
      'pi.attributed_by',
    ])
    .orderBy('pi.created_at', 'desc')
    .orderBy('pi.order_id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function attributedOrderCountQuery(db: Db, partnerId: number, status: string) {
  return attributedOrdersOf(db, partnerId, status).select((eb) => eb.fn.countAll<number | string>().as(countAll));
}

export function sharePageQuery(db: Db, partnerId: number, page: PageWindow) {
  return db
    .selectFrom('partner_coupon_shares as s')
    .innerJoin('coupons as c', 'c.id', 's.coupon_id')
    .select(['s.id', 's.share_person_name', 's.recipient', 's.created_at', 'c.code', 'c.uses'])
    .where('s.partner_id', '=', partnerId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function shareCountQuery(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_coupon_shares')
    .select((eb) => eb.fn.countAll<number | string>().as(countAll))
    .where('partner_id', '=', partnerId);
}

export function nominationPageQuery(db: Db, partnerId: number, page: PageWindow) {
  return db
    .selectFrom('partner_nominations as n')
    .leftJoin('channel_partners as joined', 'joined.id', 'n.joined_partner_id')
    .leftJoin('channel_partners as same', 'same.email', 'n.email')
    .select([
      'n.id',
      'n.share_person_name',
      'n.email',
      'n.created_at',
      'n.is_join',
      'joined.code as joined_code',
      'same.code as partner_code',
    ])
    .where('n.partner_id', '=', partnerId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function nominationCountQuery(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_nominations')
    .select((eb) => eb.fn.countAll<number | string>().as(countAll))
    .where('partner_id', '=', partnerId);
}

/** The General partners under a Master, newest first, with the names of their country and state. */
export function partnerUnderPageQuery(db: Db, masterId: number, page: PageWindow) {
  return db
    .selectFrom('channel_partners as p')
    .leftJoin('countries as c', 'c.id', 'p.country_id')
    .leftJoin('states as s', 's.id', 'p.state_id')
    .selectAll('p')
    .select((eb) => [
      eb.fn.coalesce('c.name', eb.val('')).as('country_name'),
      eb.fn.coalesce('s.name', eb.val('')).as('state_name'),
    ])
    .where('p.master_id', '=', masterId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function partnerUnderCountQuery(db: Db, masterId: number) {
  return db
    .selectFrom('channel_partners')
    .select((eb) => eb.fn.countAll<number | string>().as(countAll))
    .where('master_id', '=', masterId);
}

export function notificationPageQuery(db: Db, page: PageWindow) {
  return db
    .selectFrom('partner_notifications')
    .select(['id', 'subject', 'html', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function notificationCountQuery(db: Db) {
  return db.selectFrom('partner_notifications').select((eb) => eb.fn.countAll<number | string>().as(countAll));
}

export function historyPageQuery(db: Db, partnerId: number, page: PageWindow) {
  return db
    .selectFrom('partner_incentive_history')
    .select(['id', 'txt_v5_0', 'txt_v5_1', 'txt_v5_1_0', 'txt_v5_1_1', 'txt_discount1', 'change_date', 'changed_by'])
    .where('partner_id', '=', partnerId)
    .orderBy('change_date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export function historyCountQuery(db: Db, partnerId: number) {
  return db
    .selectFrom('partner_incentive_history')
    .select((eb) => eb.fn.countAll<number | string>().as(countAll))
    .where('partner_id', '=', partnerId);
}
