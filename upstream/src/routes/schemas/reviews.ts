// The REST contract of customer reviews: a product's page of approved reviews, a customer's own
// review and whether they may write one, and the console's queue and decisions.
import { z } from 'zod';
import {
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  REVIEW_REJECT_REASON_MAX_LENGTH,
  REVIEW_REJECT_REASON_MIN_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  REVIEW_STATUSES,
} from '@shop/commerce/reviews/reviews';
import { pageQuery } from './admin.ts';

const productId = z.coerce.number().int().min(1).max(2_147_483_647);

export const ProductReviewsQuery = z.object({
  productId,
  sort: z.enum(REVIEW_SORTS).default('recent'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
});

export const ReviewItem = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  date: z.string(),
  verified: z.boolean(),
  photos: z.array(z.string()),
});

export const RatingSummary = z.object({
  count: z.number().int(),
  average: z.number(),
  breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});

export const ProductReviewsAnswer = z.object({
  summary: RatingSummary,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(ReviewItem),
});

export const OwnReview = ReviewItem.extend({
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
});

export const EligibilityQuery = z.object({ productId });

export const EligibilityAnswer = z.object({
  canReview: z.boolean(),
  message: z.string().nullable(),
  review: OwnReview.nullable(),
});

export const SavedAnswer = z.object({ id: z.number().int(), message: z.string(), review: OwnReview });

export const ReviewQueueQuery = z.object({
  ...pageQuery,
  status: z.enum(REVIEW_STATUSES).default('pending'),
});

/** A review of the console's queue, with its product, status and the order that verifies it. */
export const QueuedReview = ReviewItem.extend({
  productId: z.number().int(),
  productName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  orderNumber: z.string().nullable(),
  createdAt: z.string().nullable(),
});

export const ReviewQueueAnswer = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(QueuedReview),
});

export const ModerateBody = z
  .object({
    reviewId: z.number().int().min(1).max(2_147_483_647),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(REVIEW_REJECT_REASON_MAX_LENGTH).optional(),
  })
  .refine((body) => body.decision === 'approve' || (body.reason?.length ?? 0) >= REVIEW_REJECT_REASON_MIN_LENGTH, {
    path: ['reason'],
    message: REVIEW_MESSAGES.reasonNeeded,
  });
