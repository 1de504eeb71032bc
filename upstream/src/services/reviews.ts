// Customer reviews: a product's approved reviews (summary, one page in the order asked), whether a
// customer may review a product (a delivered order with it), a customer's review written or edited
// (one per customer and product; an edit goes back to pending), and the console's moderation queue
// and decisions (audited in the same transaction).
import type { Kysely } from 'kysely';
import {
  REVIEWABLE_ORDER_STATES,
  REVIEW_MESSAGES,
  ratingSummary,
  reviewerDisplayName,
  type RatingSummary,
  type ReviewSort,
  type ReviewStatus,
} from '@shop/commerce/reviews/reviews';
import { shopDate } from '@shop/commerce/shop-time';
import type { Database } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import { reviewPhotoUrl } from './review-photos.ts';

export interface ReviewView {
  id: number;
  author: string;
  rating: number;
  title: string;
  text: string;
  date: string;
  verified: boolean;
  photos: string[];
}

export interface ReviewPage {
  summary: RatingSummary;
  total: number;
  page: number;
  pageSize: number;
  items: ReviewView[];
}

export interface OwnReview extends ReviewView {
  status: ReviewStatus;
  rejectReason: string | null;
}

export interface Eligibility {
  canReview: boolean;
  /** The refusal shoppers read; null when they may write. */
  message: string | null;
  review: OwnReview | null;
}

export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
}

export type ReviewRefusal = { ok: false; status: number; message: string; code: string };
export type ReviewSaved = { ok: true; id: number; created: boolean; replacedPhotos: string[] } | ReviewRefusal;
export type Moderated = { ok: true } | ReviewRefusal;

export interface QueueItem extends ReviewView {
  productId: number;
  productName: string;
  status: ReviewStatus;
  orderNumber: string | null;
  createdAt: string | null;
}

type Db = Kysely<Database>;

async function photosOf(db: Db, reviewIds: number[]): Promise<Map<number, string[]>> {
  const byReview = new Map<number, string[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .selectFrom('review_photos')
    .select(['review_id', 'file_name'])
    .where('review_id', 'in', reviewIds)
    .orderBy('review_id')
    .orderBy('position')
    .execute();
  for (const row of rows)
    byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), reviewPhotoUrl(row.file_name)]);
  return byReview;
}

export function createReviews(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function productPage(productId: number, sort: ReviewSort, page: number, pageSize: number): Promise<ReviewPage> {
    const approved = db.selectFrom('reviews').where('product_id', '=', productId).where('status', '=', 'approved');
    const counts = await approved
      .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('rating')
      .execute();
    const summary = ratingSummary(new Map(counts.map((row) => [Number(row.rating), Number(row.n)])));
    let query = approved.select(['id', 'reviewer_name', 'rating', 'title', 'comment', 'review_date', 'order_id']);
    if (sort === 'photos') query = query.where('photo_count', '>', 0);
    if (sort === 'highest') query = query.orderBy('rating', 'desc');
    if (sort === 'lowest') query = query.orderBy('rating', 'asc');
    const rows = await query
      .orderBy('review_date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const total =
      sort === 'photos'
        ? Number(
            (
              await approved
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('photo_count', '>', 0)
                .executeTakeFirst()
            )?.n ?? 0,
          )
        : summary.count;
    const photos = await photosOf(
      db,
      rows.map((r) => r.id),
    );
    return {
      summary,
      total,
      page,
      pageSize,
      items: rows.map((r) => ({
        id: r.id,
        author: r.reviewer_name,
        rating: r.rating,
        title: r.title,
        text: r.comment,
        date: r.review_date,
        verified: r.order_id !== null,
        photos: photos.get(r.id) ?? [],
      })),
    };
  }

  /** The customer's latest delivered order with the product, if any. */
  async function deliveredOrderWith(userId: number, productId: number): Promise<number | null> {
    const row = await db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select('orders.id')
      .where('orders.user_id', '=', userId)
      .where('order_items.product_id', '=', productId)
      .where('orders.status', 'in', [...REVIEWABLE_ORDER_STATES])
      .orderBy('orders.id', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async function ownReview(userId: number, productId: number): Promise<OwnReview | null> {
    const row = await db
      .selectFrom('reviews')
      .selectAll()
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!row) return null;
    const photos = await photosOf(db, [row.id]);
    return {
      id: row.id,
      author: row.reviewer_name,
      rating: row.rating,
      title: row.title,
      text: row.comment,
      date: row.review_date,
      verified: row.order_id !== null,
      photos: photos.get(row.id) ?? [],
      status: row.status as ReviewStatus,
      rejectReason: row.reject_reason,
    };
  }

  async function eligibility(userId: number, productId: number): Promise<Eligibility> {
    const [orderId, review] = await Promise.all([deliveredOrderWith(userId, productId), ownReview(userId, productId)]);
    return { canReview: orderId !== null, message: orderId === null ? REVIEW_MESSAGES.onlyBuyers : null, review };
  }

  /**
   * Writes the customer's review of a product, or replaces it (back to pending). Photos given
   * replace the review's photos; none given keep them. One row per customer and product, also when
   * two submits race (the unique index decides, the later one updates).
   */
  async function save(
    userId: number,
    productId: number,
    draft: ReviewDraft,
    photoNames: string[],
  ): Promise<ReviewSaved> {
    const orderId = await deliveredOrderWith(userId, productId);
    if (orderId === null) return { ok: false, status: 403, message: REVIEW_MESSAGES.onlyBuyers, code: 'NOT_A_BUYER' };
    const user = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return { ok: false, status: 404, message: 'Account not found', code: 'NOT_FOUND' };
    const now = clock();
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('reviews')
        .select('id')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      const fields = {
        reviewer_name: reviewerDisplayName(user.first_name, user.last_name, user.name),
        rating: draft.rating,
        title: draft.title.trim(),
        comment: draft.text.trim(),
        review_date: shopDate(now),
        order_id: orderId,
        status: 'pending',
        reject_reason: null,
        updated_at: at,
        moderated_at: null,
        moderated_by: null,
      };
      const saved = await trx
        .insertInto('reviews')
        .values({ ...fields, product_id: productId, user_id: userId, created_at: at, photo_count: photoNames.length })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'product_id'])
            .doUpdateSet(photoNames.length > 0 ? { ...fields, photo_count: photoNames.length } : fields),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      let replacedPhotos: string[] = [];
      if (photoNames.length > 0) {
        const old = await trx
          .selectFrom('review_photos')
          .select('file_name')
          .where('review_id', '=', saved.id)
          .execute();
        replacedPhotos = old.map((p) => p.file_name);
        await trx.deleteFrom('review_photos').where('review_id', '=', saved.id).execute();
        await trx
          .insertInto('review_photos')
          .values(photoNames.map((file_name, position) => ({ review_id: saved.id, file_name, position })))
          .execute();
      }
      return { ok: true as const, id: saved.id, created: !before, replacedPhotos };
    });
  }

  async function queue(status: ReviewStatus, page: number, pageSize: number) {
    const base = db.selectFrom('reviews').where('reviews.status', '=', status).where('reviews.user_id', 'is not', null);
    const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .leftJoin('orders', 'orders.id', 'reviews.order_id')
      .select([
        'reviews.id',
        'reviews.product_id',
        'products.name as product_name',
        'reviews.reviewer_name',
        'reviews.rating',
        'reviews.title',
        'reviews.comment',
        'reviews.review_date',
        'reviews.order_id',
        'reviews.status',
        'reviews.created_at',
        'reviews.updated_at',
        'orders.order_id_new',
      ])
      .orderBy('reviews.updated_at', 'asc')
      .orderBy('reviews.id', 'asc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const photos = await photosOf(
      db,
      rows.map((r) => r.id),
    );
    const items: QueueItem[] = rows.map((r) => ({
      id: r.id,
      productId: r.product_id,
      productName: r.product_name,
      author: r.reviewer_name,
      rating: r.rating,
      title: r.title,
      text: r.comment,
      date: r.review_date,
      verified: r.order_id !== null,
      photos: photos.get(r.id) ?? [],
      status: r.status as ReviewStatus,
      orderNumber: r.order_id_new ?? null,
      createdAt: r.updated_at ?? r.created_at,
    }));
    return { total: Number(totalRow?.n ?? 0), page, pageSize, items };
  }

  /** Approves or rejects a pending review; a second decision (or one after an edit) is refused. */
  async function moderate(
    operatorId: number,
    reviewId: number,
    decision: 'approve' | 'reject',
    reason: string | null,
  ): Promise<Moderated> {
    const at = clock();
    return db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('reviews')
        .select(['id', 'status', 'user_id'])
        .where('id', '=', reviewId)
        .executeTakeFirst();
      if (!found || found.user_id === null)
        return { ok: false, status: 404, message: REVIEW_MESSAGES.notFound, code: 'NOT_FOUND' };
      const status: ReviewStatus = decision === 'approve' ? 'approved' : 'rejected';
      const changed = await trx
        .updateTable('reviews')
        .set({
          status,
          reject_reason: decision === 'reject' ? reason : null,
          moderated_at: at.toISOString(),
          moderated_by: operatorId,
        })
        .where('id', '=', reviewId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1)
        return { ok: false, status: 409, message: REVIEW_MESSAGES.alreadyModerated, code: 'ALREADY_MODERATED' };
      await recordAudit(
        trx,
        {
          operatorId,
          action: `review.${decision}`,
          entityType: 'review',
          entityId: reviewId,
          before: { status: found.status },
          after: decision === 'reject' ? { status, reason } : { status },
        },
        at,
      );
      return { ok: true };
    });
  }

  return { productPage, eligibility, save, queue, moderate };
}
