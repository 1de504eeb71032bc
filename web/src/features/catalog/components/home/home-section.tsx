import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeSection_SectionFragment, ProductCard_ProductFragment } from '@/generated/graphql.ts';
import { ProductGrid } from '@/features/catalog/components/product-card.tsx';

/**
 * A category's featured products on the home screen (rendered lazily). On a phone the row is a strip
 * that scrolls sideways (home-screen.css), so each category takes one screenful, not four. `cardAction` is
 * the control the route puts on each card (the wishlist heart).
 */
export function HomeSection({
  section,
  cardAction,
}: {
  section: HomeSection_SectionFragment;
  cardAction?: (product: ProductCard_ProductFragment) => ReactNode;
}) {
  if (section.products.length === 0) return null;
  const headingId = `home-section-${section.category.id}`;
  return (
    <section className="container home-block home-row" aria-labelledby={headingId}>
      <div className="home-block-heading">
        <h2 id={headingId}>{section.category.name}</h2>
        <Link to={section.category.path}>View all</Link>
      </div>
      <ProductGrid
        products={section.products}
        label={`${section.category.name} featured products`}
        cardAction={cardAction}
      />
    </section>
  );
}
