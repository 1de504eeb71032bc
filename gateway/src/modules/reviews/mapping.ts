// The reviews' answers from upstream: each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the GraphQL shape (a
// product's page of reviews to the module's models): statuses and orders become the schema's enum
// values, the review list becomes a page. Nothing outside the reviews' client and the catalog's
// product screen (its reviews part) sees these names.
import type { AdminReview, MyReview, ReviewEligibility, ReviewStatus } from '../../generated/resolvers.ts';
import type {
  EligibilityAnswer,
  GetApiReviewsProductData,
  OwnReview,
  ProductReviewsAnswer,
  QueuedReview,
  ReviewItem,
  ReviewQueueAnswer,
  SavedAnswer,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiAdminReviewsResponse,
  zGetApiReviewsMineResponse,
  zGetApiReviewsProductResponse,
  zPostApiReviewsSaveResponse,
} from '../../generated/upstream/zod.gen.ts';
import type { CustomerReview, ReviewOrder, ReviewPage } from './models.ts';

type ReviewStatusWire = OwnReview['status'];
type ReviewSortWire = NonNullable<GetApiReviewsProductData['query']['sort']>;

/** Upstream's review statuses (lower case) as the schema's enum. */
export const REVIEW_STATUS: Readonly<Record<ReviewStatusWire, ReviewStatus>> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

/** The schema's review statuses as upstream names them (Admin/Reviews' ?status=). */
export const UPSTREAM_REVIEW_STATUS: Readonly<Record<ReviewStatus, ReviewStatusWire>> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

/** The schema's review orders as upstream names them (Reviews/Product's ?sort=). */
export const UPSTREAM_REVIEW_SORT: Readonly<Record<ReviewOrder, ReviewSortWire>> = {
  RECENT: 'recent',
  HIGHEST: 'highest',
  LOWEST: 'lowest',
  PHOTOS: 'photos',
};

/** A written review: the answer of a save, with its confirmation. */
export interface SavedReview {
  id: number;
  message: string;
  review: MyReview;
}

/** One page of the console's queue, as admin/paging.ts's toPage reads it. */
export interface ReviewQueue {
  items: AdminReview[];
  total: number;
}

const toCustomerReview = (raw: ReviewItem): CustomerReview => ({
  id: raw.id,
  author: raw.author,
  rating: raw.rating,
  title: raw.title,
  text: raw.text,
  date: raw.date,
  verified: raw.verified,
  photos: raw.photos,
});

const toMyReview = (raw: OwnReview): MyReview => ({
  id: raw.id,
  rating: raw.rating,
  title: raw.title,
  text: raw.text,
  date: raw.date,
  photos: raw.photos,
  status: REVIEW_STATUS[raw.status],
  rejectReason: raw.rejectReason,
});

const toAdminReview = (raw: QueuedReview): AdminReview => ({
  id: raw.id,
  productId: raw.productId,
  productName: raw.productName,
  author: raw.author,
  rating: raw.rating,
  title: raw.title,
  text: raw.text,
  photos: raw.photos,
  verified: raw.verified,
  status: REVIEW_STATUS[raw.status],
  orderNumber: raw.orderNumber,
  updatedAt: raw.createdAt,
});

/** Upstream's page of a product's reviews (Reviews/Product, Screen/product's reviews part) as a GraphQL page. */
export function toReviewPage(raw: ProductReviewsAnswer): ReviewPage {
  return {
    summary: {
      average: raw.summary.average,
      count: raw.summary.count,
      breakdown: raw.summary.breakdown.map((row) => ({ stars: row.stars, count: row.count })),
    },
    nodes: raw.items.map(toCustomerReview),
    totalCount: raw.total,
    page: raw.page,
    pageCount: Math.max(1, Math.ceil(raw.total / raw.pageSize)),
  };
}

const toEligibility = (raw: EligibilityAnswer): ReviewEligibility => ({
  canReview: raw.canReview,
  message: raw.message,
  review: raw.review && toMyReview(raw.review),
});

const toSaved = (raw: SavedAnswer): SavedReview => ({
  id: raw.id,
  message: raw.message,
  review: toMyReview(raw.review),
});

const toQueue = (raw: ReviewQueueAnswer): ReviewQueue => ({ items: raw.items.map(toAdminReview), total: raw.total });

/** Reviews/Product: the rating summary and one page of approved reviews. */
export const reviewPageSchema = zGetApiReviewsProductResponse.transform(toReviewPage);

/** Reviews/Mine: whether the customer may write, and their review. */
export const eligibilitySchema = zGetApiReviewsMineResponse.transform(toEligibility);

/** Reviews/Save: the review as saved and the confirmation to show. */
export const savedReviewSchema = zPostApiReviewsSaveResponse.transform(toSaved);

/** Admin/Reviews: one page of the console's queue and the count of all. */
export const reviewQueueSchema = zGetApiAdminReviewsResponse.transform(toQueue);
