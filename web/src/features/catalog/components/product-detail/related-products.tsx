import type { ReactNode } from 'react';
import type { ProductCard_ProductFragment, RelatedProducts_ProductFragment } from '@/generated/graphql.ts';
import { ProductGrid } from '@/features/catalog/components/product-card.tsx';

/**
 * Other products of the same category (rendered lazily, data from the page's query); `cardAction`
 * is the control the route puts on each card (the wishlist heart).
 */
export function RelatedProducts({
  product,
  cardAction,
}: {
  product: RelatedProducts_ProductFragment;
  cardAction?: (product: ProductCard_ProductFragment) => ReactNode;
}) {
  if (product.related.length === 0) return null;
  return (
    <section className="container product-section" aria-labelledby="related-heading">
      <h2 id="related-heading">You may also like</h2>
      <ProductGrid products={product.related} label="Related products" cardAction={cardAction} />
    </section>
  );
}
