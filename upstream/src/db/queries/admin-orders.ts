// The operator console's orders: one filtered, sorted page and its total (indexes of migration
// 0017), the export's rows in batches, and the pieces of one order's detail (payments, refunds,
// partners, timeline).
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { prefixUpperBound, type AdminOrderSort, type OrderSearch } from '../../domain/admin-order-filters.ts';
import type { Database } from '../schema.ts';
import type { OrderTable } from '../schema-orders.ts';
import { likeIgnoringCase } from './like-pattern.ts';

type Db = Kysely<Database>;
type Orders<O> = SelectQueryBuilder<Database & { o: OrderTable }, 'o', O>;

export interface AdminOrderFilter {
  statuses?: readonly string[] | undefined;
  /** ISO instants: order_date >= from and < before. */
  from?: string | undefined;
  before?: string | undefined;
  paytype?: number | undefined;
  pincode?: string | undefined;
  state?: string | undefined;
  /** A channel partner's code: orders attributed to the partner (as referrer or as Master). */
  partnerCode?: string | undefined;
  search?: OrderSearch | null | undefined;
}

const LIST_COLUMNS = [
  'o.id',
  'o.order_id_new',
  'o.order_date',
  'o.status',
  'o.order_status',
  'o.amount',
  'o.currency',
  'o.paytype',
  'o.payment_status',
  'o.billing_customer_name',
  'o.billing_last_name',
  'o.billing_email',
  'o.billing_phone',
  'o.shipping_city',
  'o.shipping_state',
  'o.shipping_pincode',
  'o.courier_name',
  'o.awb_number',
  'o.invoice_no',
] as const;

function filtered(db: Db, f: AdminOrderFilter): Orders<object> {
  let q = db.selectFrom('orders as o');
  if (f.statuses && f.statuses.length > 0) q = q.where('o.status', 'in', [...f.statuses]);
  if (f.from !== undefined) q = q.where('o.order_date', '>=', f.from);
  if (f.before !== undefined) q = q.where('o.order_date', '<', f.before);
  if (f.paytype !== undefined) q = q.where('o.paytype', '=', f.paytype);
  if (f.pincode !== undefined) q = q.where('o.shipping_pincode', '=', f.pincode);
  if (f.state !== undefined) q = q.where('o.shipping_state', '=', f.state);
  const partnerCode = f.partnerCode;
  if (partnerCode !== undefined)
    q = q.where('o.id', 'in', (eb) =>
      eb
        .selectFrom('partner_order_incentives as i')
        .innerJoin('channel_partners as p', 'p.id', 'i.partner_id')
        .select('i.order_id')
        .where('p.code', '=', partnerCode),
    );
  const search = f.search;
  if (search) {
    switch (search.kind) {
      case 'orderNumber':
        q = q
          .where('o.order_id_new', '>=', search.prefix)
          .where('o.order_id_new', '<', prefixUpperBound(search.prefix));
        break;
      case 'email':
        q = q.where('o.billing_email', '=', search.email);
        break;
      case 'phone':
        q = q.where('o.billing_phone', '=', search.phone);
        break;
      case 'name':
        q = q.where(likeIgnoringCase(sql`o.billing_customer_name || ' ' || o.billing_last_name`, search.pattern));
        break;
    }
  }
  return q;
}

function sorted<O>(q: Orders<O>, sort: AdminOrderSort): Orders<O> {
  switch (sort) {
    case 'date_asc':
      return q.orderBy('o.order_date', 'asc').orderBy('o.id', 'asc');
    case 'amount_desc':
      return q.orderBy('o.amount', 'desc').orderBy('o.id', 'desc');
    case 'amount_asc':
      return q.orderBy('o.amount', 'asc').orderBy('o.id', 'asc');
    default:
      return q.orderBy('o.order_date', 'desc').orderBy('o.id', 'desc');
  }
}

/** One page of the orders that pass the filter, and how many pass it. */
export async function adminOrderPage(
  db: Db,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: number,
  first: number,
) {
  const [rows, count] = await Promise.all([
    sorted(filtered(db, filter).select(LIST_COLUMNS), sort)
      .limit(first)
      .offset((page - 1) * first)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type AdminOrderListRow = Awaited<ReturnType<typeof adminOrderPage>>['rows'][number];

/** The export's rows in the list's order, `size` at a time. */
export async function* adminOrderBatches(db: Db, filter: AdminOrderFilter, sort: AdminOrderSort, size: number) {
  for (let offset = 0; ; offset += size) {
    const rows = await sorted(
      filtered(db, filter).select([
        ...LIST_COLUMNS,
        'o.subtotal',
        'o.coupon_discount',
        'o.prepaid_discount',
        'o.shipping_charge',
        'o.taxable_amount',
        'o.cgst',
        'o.sgst',
        'o.igst',
        'o.tax_percent',
        'o.coupons',
      ]),
      sort,
    )
      .limit(size)
      .offset(offset)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

export function findAdminOrder(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentEventsOf(db: Db, orderId: number) {
  return db.selectFrom('payment_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function refundsOf(db: Db, orderId: number) {
  return db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function partnersOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('partner_order_incentives as i')
    .innerJoin('channel_partners as p', 'p.id', 'i.partner_id')
    .select(['p.code', 'p.name', 'p.surname', 'i.role', 'i.coupon_code', 'i.incentive_amount'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

export function eventsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('operators as op', 'op.id', 'e.operator_id')
    .select(['e.status', 'e.at', 'e.actor_kind', 'e.note', 'op.name as operator_name'])
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute();
}
