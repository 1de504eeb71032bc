type RatingProps = { value: number; count?: number };

/** Five stars filled to the rating, with the number of ratings. */
export function Rating({ value, count }: RatingProps) {
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
      <span className="visually-hidden">{`Rated ${rounded} out of 5`}</span>
      <span className="rating-value" aria-hidden="true">
        {rounded}
      </span>
      {count !== undefined ? <span className="rating-count">{`(${count.toLocaleString('en-IN')})`}</span> : null}
    </p>
  );
}
