import { formatCount } from '@/lib/format-count.ts';

type RatingProps = { value: number; count?: number };

/** Without a count: a product with no ratings yet shows this instead of empty stars and a 0. */
export const NO_RATINGS = 'No reviews yet';

/**
 * Five stars filled to the rating, with the number of ratings when given; a count of 0 shows
 * NO_RATINGS (a 0-star row would read as a bad product).
 */
export function Rating({ value, count }: RatingProps) {
  if (count === 0) return <p className="rating">{NO_RATINGS}</p>;
  const rounded = Math.round(value * 10) / 10;
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="visually-hidden">
        {count === undefined ? `Rated ${rounded} out of 5` : `Rated ${rounded} out of 5 from ${reviewCount(count)}`}
      </span>
      <span className="rating-value" aria-hidden="true">
        {rounded}
      </span>
      {count !== undefined ? (
        <span className="rating-count" aria-hidden="true">{`(${formatCount(count)})`}</span>
      ) : null}
    </p>
  );
}

function reviewCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
}
