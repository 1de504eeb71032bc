// Product reviews: who may write one (a customer whose order with the product was delivered), the
// bounds of a review, the orders of a product's review list, the moderation states, the rating
// breakdown, and the messages shoppers and operators read. Pure: no I/O.
import type { OrderState } from '../checkout/order-lifecycle.ts';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_TEXT_MIN_LENGTH = 20;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REJECT_REASON_MIN_LENGTH = 5;
export const REVIEW_REJECT_REASON_MAX_LENGTH = 300;
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE_MAX = 50;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['recent', 'highest', 'lowest', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  recent: 'Most recent',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
  photos: 'With photos',
};

/** Orders whose goods reached the customer: each of them makes its products' reviews verified. */
export const REVIEWABLE_ORDER_STATES: readonly OrderState[] = [
  'delivered',
  'return_requested',
  'return_received',
  'refunded',
  'replaced',
];

export function isReviewableOrderState(status: string): boolean {
  return (REVIEWABLE_ORDER_STATES as readonly string[]).includes(status);
}

export const REVIEW_MESSAGES = {
  loginToReview: 'Log in to write a review.',
  onlyBuyers: 'Only customers whose order of this product was delivered can review it.',
  submitted: 'Thank you! Your review will appear once it is approved.',
  updated: 'Your review was updated and will appear again once it is approved.',
  rating: `Choose a rating from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`,
  textShort: `Write at least ${REVIEW_TEXT_MIN_LENGTH} characters.`,
  textLong: `Write at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  titleLong: `Keep the title to ${REVIEW_TITLE_MAX_LENGTH} characters.`,
  tooManyPhotos: `Add at most ${REVIEW_PHOTOS_MAX} photos.`,
  reasonNeeded: `Give a reason of ${REVIEW_REJECT_REASON_MIN_LENGTH} to ${REVIEW_REJECT_REASON_MAX_LENGTH} characters.`,
  notFound: 'No such review.',
  alreadyModerated: 'This review was already moderated or changed; reload the list.',
  verifiedBuyer: 'Verified buyer',
  noReviews: 'No reviews yet.',
} as const;

export interface ReviewDraftInput {
  rating: number;
  title: string;
  text: string;
  photoCount: number;
}

export type ReviewField = 'rating' | 'title' | 'text' | 'photos';

/** The first problem of each field of a review draft (empty when it may be saved). */
export function reviewDraftProblems(draft: ReviewDraftInput): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  if (!Number.isInteger(draft.rating) || draft.rating < REVIEW_RATING_MIN || draft.rating > REVIEW_RATING_MAX)
    problems.rating = REVIEW_MESSAGES.rating;
  if (draft.title.trim().length > REVIEW_TITLE_MAX_LENGTH) problems.title = REVIEW_MESSAGES.titleLong;
  const text = draft.text.trim().length;
  if (text < REVIEW_TEXT_MIN_LENGTH) problems.text = REVIEW_MESSAGES.textShort;
  else if (text > REVIEW_TEXT_MAX_LENGTH) problems.text = REVIEW_MESSAGES.textLong;
  if (draft.photoCount > REVIEW_PHOTOS_MAX) problems.photos = REVIEW_MESSAGES.tooManyPhotos;
  return problems;
}

export interface RatingSummary {
  /** Approved reviews. */
  count: number;
  /** Mean rating rounded to one decimal; 0 without reviews. */
  average: number;
  /** Counts per star, 5 down to 1. */
  breakdown: Array<{ stars: number; count: number }>;
}

/** The mean of `count` ratings that add up to `total`, rounded to one decimal; 0 without ratings. */
export function averageRating(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}

/** The summary of a product's approved ratings from the count of each star. */
export function ratingSummary(countsByStars: ReadonlyMap<number, number>): RatingSummary {
  const breakdown = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: countsByStars.get(stars) ?? 0 }));
  const count = breakdown.reduce((sum, row) => sum + row.count, 0);
  const total = breakdown.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { count, average: averageRating(total, count), breakdown };
}

/** The share of a star row, as a whole percentage for a bar's width. */
export function breakdownPercent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** How a review's author is shown: first name and the initial of the last ("Priya S."). */
export function reviewerDisplayName(firstName: string, lastName: string, fallback: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first) return fallback.trim().split(/\s+/)[0] || 'Customer';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
