import { lazy } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CART_ERRORS } from '@shop/commerce/cart/messages';
import { paths } from '@shop/commerce/paths';
import { openCartDrawer } from '@/features/cart/cart-drawer-signal.ts';
import { addToCart } from '@/features/cart/use-cart.ts';
import { useServerCart } from '@/features/cart/use-server-cart.ts';
import type { PurchaseLine } from '@/features/catalog/lib/product-selection.ts';
import { ProductScreen } from '@/features/catalog/screens/product-screen.tsx';
import { BackInStockForm } from '@/features/wishlist/components/back-in-stock-form.tsx';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart.tsx';
import { useSession } from '@/lib/session.ts';

// Below the fold: its code loads when it scrolls near; its data came with the page.
const ProductReviews = lazy(() =>
  import('@/features/reviews/product-reviews.tsx').then((m) => ({
    default: m.ProductReviews,
  })),
);

// /product/:category/:name/:model: the catalog's product screen, its Buy Now and Add to cart wired
// to the cart, with the wishlist's heart and back-in-stock form and the customer reviews.
export default function ProductRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const serverCart = useServerCart();

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
    <ProductScreen
      params={params}
      onBuyNow={buyNow}
      onAddToCart={addAndStay}
      productAction={(p) => <WishlistHeart productId={String(p.id)} name={p.name} />}
      outOfStock={(option, product, query) => (
        <BackInStockForm
          key={`${option.colorId}-${option.size}`}
          productId={String(product.id)}
          query={query}
          {...option}
        />
      )}
      reviews={(product) => <ProductReviews product={product} />}
    />
  );
}
