// The reviews' own models, which codegen maps GraphQL types to (manifest.ts): a page of a product's
// reviews as mapping.ts builds it, the reviews loader keeps it and the catalog's product screen
// primes it. Plain types that import nothing generated, so the catalog's models can name them.
import type { ReviewSort } from '@shop/commerce/reviews/reviews';

/** The schema's orders of a product's reviews (ReviewSort's values). */
export type ReviewOrder = Uppercase<ReviewSort>;

/** An approved review as shoppers read it (CustomerReview). */
export interface CustomerReview {
  id: number;
  author: string;
  rating: number;
  title: string;
  text: string;
  /** yyyy-MM-dd */
  date: string;
  verified: boolean;
  photos: string[];
}

/** A product's rating summary and one page of its approved reviews (ProductReviewList). */
export interface ReviewPage {
  summary: { average: number; count: number; breakdown: Array<{ stars: number; count: number }> };
  nodes: CustomerReview[];
  totalCount: number;
  page: number;
  pageCount: number;
}
