// Content reads and writes: static pages, blogs, subscribers and personal coupons.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { CouponTable } from '../schema-content.ts';

type Db = Kysely<Database>;

export function findStaticPage(db: Db, slug: string) {
  return db.selectFrom('static_pages').select(['slug', 'title', 'html']).where('slug', '=', slug).executeTakeFirst();
}

export function findBlog(db: Db, id: number) {
  return db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listBlogs(db: Db) {
  return db
    .selectFrom('blogs')
    .select(['id', 'title', 'titledesc', 'banner_image', 'published_on'])
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findBlogBanner(db: Db, id: number) {
  return db
    .selectFrom('blogs')
    .select(['id', 'title', 'titledesc', 'banner_kind'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Adds the email to the newsletter; false when it was already there. */
export async function addNewsletterSubscriber(db: Db, email: string, source: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values({ email, source, created_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findPopupSubscriber(db: Db, email: string) {
  return db
    .selectFrom('popup_subscribers as s')
    .innerJoin('coupons as c', 'c.id', 's.coupon_id')
    .select(['s.id', 's.email', 'c.code', 'c.percent', 'c.valid_to'])
    .where('s.email', '=', email)
    .executeTakeFirst();
}

export async function insertCoupon(db: Db, coupon: Insertable<CouponTable>): Promise<number> {
  const row = await db.insertInto('coupons').values(coupon).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function insertPopupSubscriber(
  db: Db,
  values: { email: string; name: string; phone: string; coupon_id: number; at: string },
) {
  return db
    .insertInto('popup_subscribers')
    .values({
      email: values.email,
      name: values.name,
      phone: values.phone,
      coupon_id: values.coupon_id,
      created_at: values.at,
      updated_at: values.at,
    })
    .execute();
}

export function updatePopupSubscriber(db: Db, id: number, values: { name: string; phone: string; at: string }) {
  return db
    .updateTable('popup_subscribers')
    .set({ name: values.name, phone: values.phone, updated_at: values.at })
    .where('id', '=', id)
    .execute();
}
