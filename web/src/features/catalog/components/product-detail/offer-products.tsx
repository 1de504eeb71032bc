import type { ProductDetail_ProductFragment } from '@/generated/graphql.ts';

/** Products bundled with this one at an offer price. */
export function OfferProducts({ offers }: { offers: ProductDetail_ProductFragment['offerProducts'] }) {
  if (offers.length === 0) return null;
  return (
    <section className="offer-products" aria-labelledby="offer-products-heading">
      <h2 id="offer-products-heading">Bundled offer</h2>
      <ul>
        {offers.map((o) => (
          <li key={o.productId}>
            <img src={o.imageUrl} alt="" width={56} height={56} loading="lazy" />
            <span>
              {`${o.name} (${o.model}) with this product at `}
              <strong>{o.price.formatted}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
