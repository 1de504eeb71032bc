// Review photos: re-encoded JPEG or PNG files under uploads/reviews, each under a random name,
// served at /images/reviews/<name> (routes/review-photos.ts).
import { createImageStore, type ProfileImageStore } from './uploads.ts';

/** The same store as profile pictures', in its own folder. */
export type ReviewPhotoStore = ProfileImageStore;

export const reviewPhotoUrl = (name: string) => `/images/reviews/${name}`;

export function createReviewPhotoStore(dataDir: string): ReviewPhotoStore {
  return createImageStore(dataDir, 'reviews');
}
