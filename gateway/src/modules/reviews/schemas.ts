// Upstream's review shapes (routes/schemas/reviews.ts), parsed once here and mapped to the
// GraphQL types: statuses become enum values, the review list becomes a page.
import { z } from 'zod';
import { REVIEW_STATUSES, type ReviewStatus } from '@shop/commerce/reviews/reviews';

const status = z.enum(REVIEW_STATUSES).transform((s) => s.toUpperCase() as Uppercase<ReviewStatus>);

export const reviewItemSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  date: z.string(),
  verified: z.boolean(),
  photos: z.array(z.string()),
});

export const productReviewsSchema = z.object({
  summary: z.object({
    count: z.number().int(),
    average: z.number(),
    breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  }),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(reviewItemSchema),
});
export type ProductReviewsAnswer = z.output<typeof productReviewsSchema>;

const ownReviewSchema = reviewItemSchema.extend({ status, rejectReason: z.string().nullable() });

export const eligibilitySchema = z.object({
  canReview: z.boolean(),
  message: z.string().nullable(),
  review: ownReviewSchema.nullable(),
});
export type Eligibility = z.output<typeof eligibilitySchema>;

export const savedSchema = z.object({ id: z.number().int(), message: z.string(), review: ownReviewSchema });
export type Saved = z.output<typeof savedSchema>;

export const reviewQueueSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(
    reviewItemSchema
      .extend({
        productId: z.number().int(),
        productName: z.string(),
        status,
        orderNumber: z.string().nullable(),
        createdAt: z.string().nullable(),
      })
      .transform(({ createdAt, ...rest }) => ({ ...rest, updatedAt: createdAt })),
  ),
});

/** Upstream's list as a GraphQL page of `first` per page. */
export function toReviewPage(answer: ProductReviewsAnswer) {
  return {
    summary: answer.summary,
    nodes: answer.items,
    totalCount: answer.total,
    page: answer.page,
    pageCount: Math.max(1, Math.ceil(answer.total / answer.pageSize)),
  };
}
