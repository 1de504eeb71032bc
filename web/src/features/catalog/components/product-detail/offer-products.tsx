import { useId } from 'react';
import type { ProductDetail_ProductFragment } from '@/generated/graphql.ts';

type OfferProductsProps = {
  offers: ProductDetail_ProductFragment['offerProducts'];
  /** Product ids of the ticked offers. */
  selected: readonly string[];
  onToggle: (productId: string) => void;
};

/**
 * Products sold with this one at an offer price, each a choice the shopper makes: unticked at first,
 * and only the ticked ones go into the cart inside the product's line (Buy Now, Add to cart).
 */
export function OfferProducts({ offers, selected, onToggle }: OfferProductsProps) {
  const id = useId();
  if (offers.length === 0) return null;
  return (
    <fieldset className="offer-products">
      <legend>Bundled offer</legend>
      <ul>
        {offers.map((o, i) => (
          <li key={o.productId}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={selected.includes(o.productId)}
              onChange={() => onToggle(o.productId)}
            />
            <label htmlFor={`${id}-${i}`}>
              <img src={o.imageUrl} alt="" width={56} height={56} loading="lazy" />
              <span>{`Add ${o.name} for ${o.price.formatted}`}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
