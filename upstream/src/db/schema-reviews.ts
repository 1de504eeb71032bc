// Tables of customer reviews (migration 0023): the columns a customer's review adds to the
// catalog's reviews table (seeded reviews keep their defaults: approved, no customer, no order), and
// the photos of a review.
import type { Generated } from 'kysely';

export interface ReviewCustomerColumns {
  /** The customer who wrote it; null for the seeded reviews. */
  user_id: number | null;
  /** The delivered order with the product that makes the review verified; null for seeded reviews. */
  order_id: number | null;
  /** pending, approved or rejected (ReviewStatus). */
  status: Generated<string>;
  photo_count: Generated<number>;
  reject_reason: string | null;
  created_at: string | null;
  updated_at: string | null;
  moderated_at: string | null;
  moderated_by: number | null;
}

export interface ReviewPhotoTable {
  id: Generated<number>;
  review_id: number;
  /** Stored name under uploads/reviews, served at /images/reviews/<name>. */
  file_name: string;
  position: number;
}

export interface ReviewTables {
  review_photos: ReviewPhotoTable;
}
