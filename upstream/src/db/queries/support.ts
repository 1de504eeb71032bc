// Support reads and writes: complaint types, checklist, products with colours, orders' dates,
// complaints, manuals, service centres and product registrations.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ComplaintTable, ProductRegistrationTable } from '../schema-support.ts';

type Db = Kysely<Database>;

export function listComplaintTypes(db: Db) {
  return db.selectFrom('complaint_types').select(['id', 'complaint', 'needs_checklist']).orderBy('position').execute();
}

export function findComplaintType(db: Db, id: number) {
  return db
    .selectFrom('complaint_types')
    .select(['id', 'complaint', 'needs_checklist'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listChecklist(db: Db) {
  return db.selectFrom('checklist_items').select(['id', 'chk_list']).orderBy('position').execute();
}

/** Listed products with their colours, in category and featured order. */
export function listedProductColors(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('product_colors as pc', 'pc.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.model', 'pc.id as color_id', 'pc.color_name'])
    .where('p.is_listed', '=', 1)
    .orderBy('c.position')
    .orderBy('p.featured_rank')
    .orderBy('pc.position')
    .execute();
}

export function findProductColorOf(db: Db, productId: number, colorId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_colors as pc', 'pc.product_id', 'p.id')
    .select(['p.id', 'p.model', 'p.is_listed', 'pc.color_name'])
    .where('p.id', '=', productId)
    .where('pc.id', '=', colorId)
    .executeTakeFirst();
}

export function findOrderDate(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['order_id_new', 'order_date', 'user_id'])
    .where('order_id_new', '=', orderId)
    .executeTakeFirst();
}

export async function insertComplaint(
  db: Db,
  complaint: Insertable<ComplaintTable>,
  checklistIds: readonly number[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('complaints').values(complaint).returning('id').executeTakeFirstOrThrow();
    if (checklistIds.length > 0) {
      await trx
        .insertInto('complaint_checklist')
        .values(checklistIds.map((id) => ({ complaint_id: row.id, checklist_item_id: id })))
        .execute();
    }
    return row.id;
  });
}

function complaintRows(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_types as t', 't.id', 'c.complaint_type_id')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'c.color_id')
    .select([
      'c.id',
      'c.contact_name',
      'c.email',
      'c.phone',
      'p.model',
      't.complaint',
      'pc.color_name',
      'c.order_id',
      'c.invoice_number',
      'c.created_at',
      'c.status',
    ]);
}

/** The complaint with this id when it was raised with this email (lowercased) or phone; else none. */
export function findComplaintByContact(db: Db, id: number, by: { column: 'email' | 'phone'; value: string }) {
  return complaintRows(db).where('c.id', '=', id).where(`c.${by.column}`, '=', by.value).execute();
}

/** Complaints about the orders of this customer, newest first. */
export function complaintsOnOrdersOf(db: Db, userId: number, limit: number) {
  return complaintRows(db)
    .innerJoin('orders as o', 'o.order_id_new', 'c.order_id')
    .where('o.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

export function listManuals(db: Db) {
  return db
    .selectFrom('product_manuals as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'c.id as category_id',
      'c.name as category_name',
      'p.id as product_id',
      'p.name',
      'p.model',
      'm.file_name',
    ])
    .orderBy('c.position')
    .orderBy('p.featured_rank')
    .execute();
}

export function findManual(db: Db, fileName: string) {
  return db
    .selectFrom('product_manuals as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id as product_id',
      'p.name',
      'p.model',
      'p.device_kind',
      'c.name as category_name',
      'm.version',
      'm.published_on',
      'm.file_name',
    ])
    .where('m.file_name', '=', fileName)
    .executeTakeFirst();
}

/** Highlight captions of a product: its features, in order, once each. */
export async function featuresOf(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('caption')
    .where('product_id', '=', productId)
    .where('kind', '=', 'highlight')
    .orderBy('product_color_id')
    .orderBy('position')
    .execute();
  return [...new Set(rows.map((r) => r.caption).filter((c): c is string => !!c))];
}

export function listServiceCentres(db: Db) {
  return db
    .selectFrom('service_centres')
    .select(['country', 'state', 'city', 'asp_name', 'address', 'contact_person', 'mobile_no', 'emailid'])
    .orderBy('position')
    .execute();
}

export async function insertProductRegistration(
  db: Db,
  registration: Insertable<ProductRegistrationTable>,
): Promise<number> {
  const row = await db
    .insertInto('product_registrations')
    .values(registration)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
