import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColorSwatches } from '@/components/ui/color-swatches.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Rating } from '@/components/ui/rating.tsx';
import { SafeHtml } from '@/components/ui/safe-html.tsx';
import type { ProductCard_ProductFragment } from '@/generated/graphql.ts';
import './product-card.css';

type ProductCardProps = {
  product: ProductCard_ProductFragment;
  /** A card in the first screenful: its picture loads at once (the page's largest paint), not lazily. */
  priority?: boolean;
  /** A control over the picture's corner, composed by the route (the wishlist heart). */
  action?: ReactNode;
};

/** Cards of a grid whose pictures load at once: the first row on a desktop, the first two on a phone. */
export const PRIORITY_CARDS = 4;

/** A product in a grid: picture, colours, name, model, short description, prices, rating. */
export function ProductCard({ product, priority = false, action }: ProductCardProps) {
  const headingId = `product-card-${product.id}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <Link to={product.path} className="product-card-media" tabIndex={-1} aria-hidden="true">
        <img
          src={product.imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={320}
          height={320}
        />
      </Link>
      {action ? <div className="product-card-action">{action}</div> : null}
      <div className="product-card-body">
        <ColorSwatches colors={product.colors} />
        <h3 className="product-card-name" id={headingId}>
          <Link to={product.path}>{product.name}</Link>
        </h3>
        <p className="product-card-model">{product.model}</p>
        <SafeHtml className="product-card-desc" html={product.shortDescriptionHtml} />
        <Price price={product.price} compareAtPrice={product.compareAtPrice} discount={product.discount} />
        <Rating value={product.rating} count={product.ratingCount} />
        <Link to={product.path} className="button button-primary product-card-cta">
          Add to cart
        </Link>
      </div>
    </article>
  );
}

/** What a card carries beside its name, composed by the route (the wishlist heart). */
export type ProductCardAction = (product: ProductCard_ProductFragment) => ReactNode;

/** Cards in a responsive grid; with `priority`, the first cards' pictures load at once. */
export function ProductGrid({
  products,
  label,
  priority = false,
  cardAction,
}: {
  products: ProductCard_ProductFragment[];
  label: string;
  priority?: boolean;
  cardAction?: ProductCardAction;
}) {
  return (
    <ul className="card-grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={priority && i < PRIORITY_CARDS} action={cardAction?.(p)} />
        </li>
      ))}
    </ul>
  );
}
