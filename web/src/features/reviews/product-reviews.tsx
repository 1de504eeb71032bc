import { formatShopDate } from '@shop/commerce/dates';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Rating } from '@/components/ui/rating.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { ProductReviews_ProductFragment, ReviewSort } from '@/generated/graphql.ts';
import { useProductReviewsSectionQuery } from '@/generated/operations/product-reviews-section.ts';
import { paths } from '@shop/commerce/paths';
import { REVIEW_MESSAGES, REVIEW_SORT_LABELS, breakdownPercent } from '@shop/commerce/reviews/reviews';
import { ReviewForm } from './review-form.tsx';
import './reviews.css';
import { formatCount } from '@/lib/format-count.ts';

const SORTS: ReadonlyArray<[ReviewSort, string]> = [
  ['RECENT', REVIEW_SORT_LABELS.recent],
  ['HIGHEST', REVIEW_SORT_LABELS.highest],
  ['LOWEST', REVIEW_SORT_LABELS.lowest],
  ['PHOTOS', REVIEW_SORT_LABELS.photos],
];

const STATUS_TEXT = {
  PENDING: 'Your review is waiting for approval.',
  APPROVED: 'Your review is published.',
  REJECTED: 'Your review was not published.',
} as const;

/** dd-MM-yyyy in shop time, as every date the shop shows; a value that is not a date is shown as sent. */
function formatDate(value: string): string {
  return Number.isNaN(new Date(value).getTime()) ? value : formatShopDate(value);
}

const reviewsWord = (n: number) => `${formatCount(n)} ${n === 1 ? 'review' : 'reviews'}`;

// After a review is saved the screen's query reads the first page and the visitor's review again.
const REFETCH_AFTER_WRITE = ['ProductPage', 'ProductReviewsSection'];

/**
 * Customer reviews of a product: summary, breakdown, sorting, server-side pages, and writing one.
 * The most recent first page comes with the screen's query; another order or page is asked for.
 */
export function ProductReviews({ product }: { product: ProductReviews_ProductFragment }) {
  const productId = String(product.id);
  const [sort, setSort] = useState<ReviewSort>('RECENT');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const client = useApolloClient();
  const first = sort === 'RECENT' && page === 1;
  const asked = useProductReviewsSectionQuery({
    variables: { productId, sort, page },
    skip: first,
    notifyOnNetworkStatusChange: true,
  });
  const { loading, error, refetch } = asked;
  const list = first ? product.reviewPage : (asked.data ?? asked.previousData)?.productReviews;
  const shown = list ? { productReviews: list, reviewEligibility: product.reviewEligibility } : undefined;

  return (
    <section className="container product-section reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer reviews</h2>
      {!shown ? (
        error ? (
          <ErrorState message="Reviews could not be loaded." onRetry={() => void refetch()} />
        ) : (
          <div role="status" aria-label="Loading reviews">
            <Skeleton height="6rem" />
          </div>
        )
      ) : (
        <>
          <div className="reviews-top">
            <div className="reviews-summary">
              <p className="reviews-average">
                {shown.productReviews.summary.count > 0 ? shown.productReviews.summary.average.toFixed(1) : '–'}
                <span className="visually-hidden"> out of 5</span>
              </p>
              <Rating value={shown.productReviews.summary.average} />
              <p className="reviews-count">Based on {reviewsWord(shown.productReviews.summary.count)}</p>
              <ul className="reviews-breakdown" aria-label="Rating breakdown">
                {shown.productReviews.summary.breakdown.map((row) => {
                  const percent = breakdownPercent(row.count, shown.productReviews.summary.count);
                  return (
                    <li key={row.stars}>
                      <span aria-hidden="true">{row.stars} ★</span>
                      <span className="reviews-bar" aria-hidden="true">
                        <span style={{ width: `${percent}%` }} />
                      </span>
                      <span aria-hidden="true">{row.count}</span>
                      <span className="visually-hidden">{`${row.stars} stars: ${reviewsWord(row.count)} (${percent}%)`}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
            <WriteArea
              eligibility={shown.reviewEligibility}
              writing={writing}
              onWrite={() => setWriting(true)}
              onDone={() => {
                setWriting(false);
                void client.refetchQueries({ include: REFETCH_AFTER_WRITE });
              }}
              onCancel={() => setWriting(false)}
              productId={productId}
            />
          </div>

          <div className="reviews-toolbar">
            <label htmlFor="reviews-sort">Sort reviews</label>
            <select
              id="reviews-sort"
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                setPage(1);
              }}
            >
              {SORTS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>

          {error ? <p role="alert">Reviews could not be loaded. Please try again.</p> : null}
          <div aria-live="polite" aria-busy={loading}>
            {shown.productReviews.nodes.length === 0 ? (
              <p>{sort === 'PHOTOS' ? 'No reviews with photos yet.' : REVIEW_MESSAGES.noReviews}</p>
            ) : (
              <ul className="review-list">
                {shown.productReviews.nodes.map((r) => (
                  <li key={r.id} className="review">
                    <article aria-label={`Review by ${r.author}`}>
                      <Rating value={r.rating} />
                      {r.title ? <h3>{r.title}</h3> : null}
                      <p className="review-text">{r.text}</p>
                      {r.photos.length > 0 ? (
                        <ul className="review-photos" aria-label="Photos">
                          {r.photos.map((src, i) => (
                            <li key={src}>
                              <a href={src} target="_blank" rel="noreferrer">
                                <img
                                  src={src}
                                  alt={`Photo ${i + 1} by ${r.author}`}
                                  loading="lazy"
                                  width="72"
                                  height="72"
                                />
                              </a>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <p className="review-meta">
                        {r.author} · <time dateTime={r.date}>{formatDate(r.date)}</time>
                        {r.verified ? <span className="review-verified"> {REVIEW_MESSAGES.verifiedBuyer}</span> : null}
                      </p>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {shown.productReviews.pageCount > 1 ? (
            <nav className="reviews-pager" aria-label="Review pages">
              <button
                type="button"
                className="button button-secondary"
                disabled={page <= 1 || loading}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </button>
              <span>
                Page {shown.productReviews.page} of {shown.productReviews.pageCount}
              </span>
              <button
                type="button"
                className="button button-secondary"
                disabled={page >= shown.productReviews.pageCount || loading}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

type Eligibility = ProductReviews_ProductFragment['reviewEligibility'];

function WriteArea(props: {
  productId: string;
  eligibility: Eligibility;
  writing: boolean;
  onWrite: () => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { eligibility, writing } = props;
  const own = eligibility.review;
  if (!eligibility.canReview) {
    return (
      <div className="reviews-write">
        <p>{eligibility.message}</p>
        {eligibility.message === REVIEW_MESSAGES.loginToReview ? (
          <Link className="button button-secondary" to={paths.login.href()}>
            Log in
          </Link>
        ) : null}
      </div>
    );
  }
  if (writing)
    return <ReviewForm productId={props.productId} existing={own} onSaved={props.onDone} onCancel={props.onCancel} />;
  return (
    <div className="reviews-write">
      {own ? (
        <p role="status">
          {STATUS_TEXT[own.status]}
          {own.status === 'REJECTED' && own.rejectReason ? ` Reason: ${own.rejectReason}` : ''}
        </p>
      ) : (
        <p>You bought this product. Tell others what you think.</p>
      )}
      <button type="button" className="button button-primary" onClick={props.onWrite}>
        {own ? 'Edit your review' : 'Write a review'}
      </button>
    </div>
  );
}
