// The edges of the reviews domain: arguments of the product's review list (BAD_USER_INPUT when out
// of range) and the review a customer writes (userErrors with the rule's messages), photos checked
// by content (graphql/file-upload.ts).
import { z } from 'zod';
import {
  REVIEWS_PAGE_SIZE_MAX,
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REJECT_REASON_MAX_LENGTH,
  REVIEW_REJECT_REASON_MIN_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from '@shop/commerce/reviews/reviews';
import { uploadInput } from '../../graphql/file-upload.ts';
import type { ReviewOrder } from './models.ts';

export const productIdInput = z.coerce.number().int().min(1).max(2_147_483_647);
/** The schema's ReviewSort (GraphQL has checked it; selections read by the product screen are parsed again). */
export const reviewSortInput = z.enum([
  'RECENT',
  'HIGHEST',
  'LOWEST',
  'PHOTOS',
] as const satisfies readonly ReviewOrder[]);
export const reviewPageInput = z.number().int().min(1).max(100_000);
export const reviewFirstInput = z.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX);

export const writeReviewInput = z.object({
  productId: productIdInput,
  rating: z
    .number()
    .int(REVIEW_MESSAGES.rating)
    .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.rating)
    .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.rating),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX_LENGTH, REVIEW_MESSAGES.titleLong)
    .nullish()
    .transform((t) => t ?? ''),
  text: z
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN_LENGTH, REVIEW_MESSAGES.textShort)
    .max(REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textLong),
  photos: z
    .array(uploadInput('image', 'review'))
    .max(REVIEW_PHOTOS_MAX, REVIEW_MESSAGES.tooManyPhotos)
    .nullish()
    .transform((p) => p ?? []),
});

export const moderateReviewInput = z
  .object({
    reviewId: productIdInput,
    decision: z.enum(['APPROVE', 'REJECT']),
    reason: z
      .string()
      .trim()
      .max(REVIEW_REJECT_REASON_MAX_LENGTH, REVIEW_MESSAGES.reasonNeeded)
      .nullish()
      .transform((r) => r || null),
  })
  .refine((v) => v.decision === 'APPROVE' || (v.reason?.length ?? 0) >= REVIEW_REJECT_REASON_MIN_LENGTH, {
    path: ['reason'],
    message: REVIEW_MESSAGES.reasonNeeded,
  });
