import { Link } from 'react-router';
import type { ProductDetail_ProductFragment } from '@/generated/graphql.ts';

type VariantRibbonsProps = { productId: string; variants: ProductDetail_ProductFragment['variants'] };

/** The product types of a variant family; each links to its page, the current one is marked. */
export function VariantRibbons({ productId, variants }: VariantRibbonsProps) {
  if (variants.length === 0) return null;
  return (
    <nav className="variant-ribbons" aria-label="Product type">
      <ul>
        {variants.map((v) => {
          const current = v.productId === productId;
          return (
            <li key={v.productId}>
              <Link to={v.path} className="variant-ribbon" aria-current={current ? 'page' : undefined}>
                <span className="variant-heading">{v.heading || v.name}</span>
                <span className="variant-price">{v.price.formatted}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
