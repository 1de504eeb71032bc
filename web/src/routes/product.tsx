import { lazy } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CART_ERRORS } from '@shop/commerce/cart/messages';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LazySection } from '@/components/ui/lazy-section.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { addToCart } from '@/features/cart/use-cart.ts';
import { useServerCart } from '@/features/cart/use-server-cart.ts';
import { openCartDrawer } from '@/features/cart/cart-drawer-signal.ts';
import { ProductDetail } from '@/features/catalog/components/product-detail/product-detail.tsx';
import type { PurchaseLine } from '@/features/catalog/lib/product-selection.ts';
import { productPageVariables } from '@/features/catalog/lib/screen-variables.ts';
import { useProductPageQuery } from '@/generated/operations/product-page.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';
import { BackInStockForm } from '@/features/wishlist/components/back-in-stock-form.tsx';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart.tsx';

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
const ProductReviews = lazy(() =>
  import('@/features/reviews/product-reviews.tsx').then((m) => ({
    default: m.ProductReviews,
  })),
);

// /product/:category/:name/:model. One request: header and everything the page shows (a customer's
// address for the back-in-stock form included).
export default function ProductRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useProductPageQuery({ variables: productPageVariables(params) });
  const { loggedIn } = useSession();
  const serverCart = useServerCart();

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

  // The line and the chosen add-ons go into the customer's server cart or the guest's local cart;
  // Buy Now then moves on to checkout, Add to cart stays and opens the cart drawer.
  const putInCart = async (main: PurchaseLine, addOns: PurchaseLine[]): Promise<string | null> =>
    loggedIn
      ? await serverCart.addLines(main, addOns)
      : addToCart(main, addOns)
        ? null
        : CART_ERRORS.maxQuantity.message;
  const buyNow = async (main: PurchaseLine, addOns: PurchaseLine[]): Promise<string | null> => {
    const refused = await putInCart(main, addOns);
    if (refused === null) void navigate(paths.checkout.href());
    return refused;
  };
  const addAndStay = async (main: PurchaseLine, addOns: PurchaseLine[]): Promise<string | null> => {
    const refused = await putInCart(main, addOns);
    if (refused === null) openCartDrawer();
    return refused;
  };

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
          onBuyNow={buyNow}
          onAddToCart={addAndStay}
          titleAction={<WishlistHeart productId={String(product.id)} name={product.name} />}
          outOfStock={(option) => (
            <BackInStockForm
              key={`${option.colorId}-${option.size}`}
              productId={String(product.id)}
              query={data}
              {...option}
            />
          )}
        />
      </div>
      <LazySection minHeight={320}>
        <RelatedProducts
          product={product}
          cardAction={(p) => <WishlistHeart productId={String(p.id)} name={p.name} />}
        />
      </LazySection>
      <LazySection minHeight={200}>
        <BackgroundInfo product={product} />
      </LazySection>
      <LazySection minHeight={240}>
        <ProductReviews product={product} />
      </LazySection>
    </div>
  );
}
