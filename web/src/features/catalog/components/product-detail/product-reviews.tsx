import { formatShopDate } from '@shop/commerce/dates';
import { Rating } from '@/components/ui/rating.tsx';
import type { ProductReviews_ProductFragment } from '@/generated/graphql.ts';

const formatDate = (value: string): string => formatShopDate(value);

/** Customer reviews (rendered lazily, data from the page's query). */
export function ProductReviews({ product }: { product: ProductReviews_ProductFragment }) {
  return (
    <section className="container product-section reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer reviews</h2>
      <Rating value={product.rating} count={product.ratingCount} />
      {product.reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ul className="review-list">
          {product.reviews.map((r) => (
            <li key={r.id} className="review">
              <article aria-label={`Review by ${r.author}`}>
                <Rating value={r.rating} />
                <h3>{r.title}</h3>
                <p>{r.body}</p>
                <p className="review-meta">
                  {r.author} · <time dateTime={r.date}>{formatDate(r.date)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
