// The reviews' DataLoaders, created per GraphQL request by the context factory (never at module
// scope). A product's page of reviews is loaded once per request; the product screen primes its
// first page from upstream's screen answer (catalog's screens.ts), so Product.reviewPage finds it.
import { keyedLoader } from '../../rest/create-loader.ts';
import type { ReviewsClient } from './client.ts';
import type { ReviewOrder } from './models.ts';

/** One page of a product's approved reviews: the order, the page number from 1 and its size. */
export interface ReviewPageKey {
  productId: number;
  sort: ReviewOrder;
  page: number;
  first: number;
}

const reviewPageKey = (key: ReviewPageKey): string => JSON.stringify([key.productId, key.sort, key.page, key.first]);

export function createReviewsLoaders(client: ReviewsClient) {
  return {
    productPage: keyedLoader(
      (key: ReviewPageKey) => client.productReviews(key.productId, key.sort, key.page, key.first),
      reviewPageKey,
    ),
  };
}

export type ReviewsLoaders = ReturnType<typeof createReviewsLoaders>;
