import { Link } from 'react-router';
import { ColorSwatches } from '@/components/ui/color-swatches.tsx';
import { Price } from '@/components/ui/price.tsx';
import type { ProductListCard_ItemFragment } from '@/generated/graphql.ts';
import './product-card.css';

/** An item of the product list screen; links to its product page. */
export function ProductListCard({ item }: { item: ProductListCard_ItemFragment }) {
  const headingId = `product-list-${item.id}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <Link to={item.path} className="product-card-media" tabIndex={-1} aria-hidden="true">
        <img src={item.imageUrl} alt="" loading="lazy" width={320} height={320} />
      </Link>
      <div className="product-card-body">
        <ColorSwatches colors={item.swatches} />
        <h3 className="product-card-name" id={headingId}>
          <Link to={item.path}>{item.name}</Link>
        </h3>
        <p className="product-card-model">{`${item.model} · ${item.categoryName}`}</p>
        <Price price={item.price} compareAtPrice={item.compareAtPrice} discount={item.discount} />
      </div>
    </article>
  );
}
