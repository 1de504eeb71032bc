import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LazySection } from '@/components/ui/lazy-section.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ProductDetail } from '@/features/catalog/components/product-detail/product-detail.tsx';
import type { PurchaseLine } from '@/features/catalog/lib/product-selection.ts';
import { productPageVariables } from '@/features/catalog/lib/screen-variables.ts';
import type { ProductPageQuery } from '@/generated/graphql.ts';
import { useProductPageQuery } from '@/generated/operations/product-page.ts';
import { paths } from '@shop/commerce/paths';

// Sections below the fold: their code loads when they scroll near; their data came with the page.
const RelatedProducts = lazy(() =>
  import('@/features/catalog/components/product-detail/related-products.tsx').then((m) => ({
    default: m.RelatedProducts,
  })),
);
const BackgroundInfo = lazy(() =>
  import('@/features/catalog/components/product-detail/background-info.tsx').then((m) => ({
    default: m.BackgroundInfo,
  })),
);

type ShownProduct = NonNullable<ProductPageQuery['product']>;
type Purchase = (main: PurchaseLine, addOns: PurchaseLine[]) => Promise<string | null>;

type ProductScreenProps = {
  params: Parameters<typeof productPageVariables>[0];
  /** Puts the lines in the cart and moves on to checkout; resolves to the cart's refusal, if any. */
  onBuyNow: Purchase;
  /** Puts the lines in the cart and stays; resolves to the cart's refusal, if any. */
  onAddToCart: Purchase;
  /** Beside the product's name and on each related product's card (the wishlist heart). */
  productAction?: (product: { id: string; name: string }) => ReactNode;
  /** Under the purchase panel when the chosen colour and size are out of stock (the back-in-stock form). */
  outOfStock?: (
    option: { colorId: string; colorName: string; size: string },
    product: ShownProduct,
    query: ProductPageQuery,
  ) => ReactNode;
  /** The last section, drawn when scrolled near (the customer reviews). */
  reviews?: (product: ShownProduct) => ReactNode;
};

// /product/:category/:name/:model. One request: header and everything the page shows (a customer's
// address for the back-in-stock form included). What another feature adds (the cart behind Buy Now
// and Add to cart, the wishlist heart, the back-in-stock form, the reviews) comes from the route.
export function ProductScreen({
  params,
  onBuyNow,
  onAddToCart,
  productAction,
  outOfStock,
  reviews,
}: ProductScreenProps) {
  const { data, error, refetch } = useProductPageQuery({ variables: productPageVariables(params) });

  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading product" />;
  }
  const product = data.product;
  if (!product) {
    return (
      <section className="container page product-missing">
        <title>Product not found</title>
        <p>Product not found</p>
        <Link to={paths.home.href()}>Go to Home</Link>
      </section>
    );
  }

  return (
    <div className="product-page">
      <PageMeta seo={product.seo} fallbackTitle={`${product.name} ${product.model}`} />
      {/* The route matches on the model alone: every other spelling of it names this one URL. */}
      <link rel="canonical" href={product.path} />
      <div className="container">
        <Breadcrumb items={[{ label: 'Home', to: paths.home.href() }, { label: 'Product Details' }]} />
        <ProductDetail
          key={product.id}
          product={product}
          onBuyNow={onBuyNow}
          onAddToCart={onAddToCart}
          titleAction={productAction?.(product)}
          outOfStock={outOfStock ? (option) => outOfStock(option, product, data) : undefined}
        />
      </div>
      <LazySection minHeight={320}>
        <RelatedProducts product={product} cardAction={productAction} />
      </LazySection>
      <LazySection minHeight={200}>
        <BackgroundInfo product={product} />
      </LazySection>
      {reviews ? <LazySection minHeight={240}>{reviews(product)}</LazySection> : null}
    </div>
  );
}
