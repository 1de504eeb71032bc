type Money = { formatted: string };

type PriceProps = {
  price: Money;
  compareAtPrice?: Money | null;
  /** The server's discount text, e.g. '28%'; shown followed by ' Off'. */
  discount?: string | null;
  size?: 'md' | 'lg';
};

/** Sale price, the old price struck through and the discount text. */
export function Price({ price, compareAtPrice, discount, size = 'md' }: PriceProps) {
  return (
    <p className={`price price-${size}`}>
      <span className="price-sale">{price.formatted}</span>
      {compareAtPrice ? (
        <s className="price-old">
          <span className="visually-hidden">Was </span>
          {compareAtPrice.formatted}
        </s>
      ) : null}
      {discount ? <span className="price-discount">{`${discount} Off`}</span> : null}
    </p>
  );
}
