// The operator console's insights: customers (search, one customer's profile, addresses and
// orders), newsletter subscribers, the GST summary's groups of a month, and the dashboard's counts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { containsIgnoringCase } from './like-pattern.ts';

type Db = Kysely<Database>;

export interface CustomerQuery {
  text?: string | undefined;
  sort: 'newest' | 'name';
  page: number;
  first: number;
}

/** Customers newest first (or by name); a search matches an email or phone exactly, else a name. */
export async function listCustomers(db: Db, q: CustomerQuery) {
  let base = db.selectFrom('users as u');
  const text = q.text;
  if (text !== undefined) {
    base = base.where((eb) =>
      eb.or([
        eb('u.email', '=', text.toLowerCase()),
        eb('u.phone', '=', text),
        containsIgnoringCase('u.name', text),
        containsIgnoringCase('u.email', text),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'u.id',
        'u.name',
        'u.email',
        'u.phone',
        'u.created_at',
        eb
          .selectFrom('orders as o')
          .whereRef('o.user_id', '=', 'u.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('order_count'),
      ])
      .$call((b) => (q.sort === 'name' ? b.orderBy('u.name').orderBy('u.id') : b.orderBy('u.id', 'desc')))
      .limit(q.first)
      .offset((q.page - 1) * q.first)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function findCustomer(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'first_name', 'last_name', 'email', 'phone', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function customerAddresses(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .select([
      'id',
      'kind',
      'fname',
      'lname',
      'deladdress',
      'delcity',
      'delstate',
      'country',
      'pincode',
      'mobile_no',
      'emailid',
      'isprimary',
      'gst',
    ])
    .where('user_id', '=', userId)
    .orderBy('isprimary', 'desc')
    .orderBy('id')
    .execute();
}

/** One customer's orders newest first (index orders_user). */
export async function customerOrders(db: Db, userId: number, page: number, first: number) {
  const base = db.selectFrom('orders as o').where('o.user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'o.id',
        'o.order_id_new',
        'o.order_date',
        'o.status',
        'o.amount',
        'o.currency',
        'o.paytype',
        eb
          .selectFrom('order_items as i')
          .whereRef('i.order_id', '=', 'o.id')
          .select((sub) => sub.fn.sum<number>('i.units').as('n'))
          .as('units'),
      ])
      .orderBy('o.order_date', 'desc')
      .orderBy('o.id', 'desc')
      .limit(first)
      .offset((page - 1) * first)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function newsletterSubscribers(db: Db) {
  return db.selectFrom('newsletter_subscribers').select(['email', 'source', 'created_at']).orderBy('id').execute();
}

export async function countSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first and last order dates of invoiced orders (the GST summary's months), or undefined. */
export function invoicedOrderSpan(db: Db) {
  return db
    .selectFrom('orders')
    .select((eb) => [eb.fn.min<string>('order_date').as('oldest'), eb.fn.max<string>('order_date').as('newest')])
    .where('invoice_no', 'is not', null)
    .executeTakeFirst();
}

/** Orders of [from, to) grouped by status, invoiced or not, shipping state and rate, with their sums. */
export function gstGroups(db: Db, from: string, to: string) {
  return db
    .selectFrom('orders as o')
    .leftJoin('states as s', (join) => join.on(sql`lower(s.name)`, '=', sql`lower(o.shipping_state)`))
    .select((eb) => [
      'o.status',
      sql<number>`o.invoice_no is not null`.as('invoiced'),
      'o.shipping_state',
      eb.fn.max('s.gst_code').as('gst_code'),
      'o.tax_percent',
      eb.fn.sum<number>('o.taxable_amount').as('taxable'),
      eb.fn.sum<number>('o.cgst').as('cgst'),
      eb.fn.sum<number>('o.sgst').as('sgst'),
      eb.fn.sum<number>('o.igst').as('igst'),
      eb.fn.countAll<number>().as('orders'),
    ])
    .where('o.order_date', '>=', from)
    .where('o.order_date', '<', to)
    .groupBy(['o.status', sql`o.invoice_no is not null`, 'o.shipping_state', 'o.tax_percent'])
    .execute();
}

/** Orders and their amount in [from, to), cancelled and unpaid ones aside. */
export async function orderTotals(db: Db, from: string, to: string, excluded: readonly string[]) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
    .where('order_date', '>=', from)
    .where('order_date', '<', to)
    .where('status', 'not in', [...excluded])
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export function ordersPerStatus(db: Db) {
  return db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}

export async function refundsDue(db: Db) {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Stock lines at or under the threshold, fewest units first. */
export function lowStock(db: Db, threshold: number, limit: number) {
  return db
    .selectFrom('product_stock as s')
    .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select(['p.id as product_id', 'p.name', 'p.model', 'pc.color_name', 's.size', 's.stock'])
    .where('s.stock', '<=', threshold)
    .orderBy('s.stock')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export async function countLowStock(db: Db, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stock', '<=', threshold)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countRequests(db: Db, statuses: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
