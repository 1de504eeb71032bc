import { LoginPanel } from '@/features/account/components/login-panel.tsx';
import { toLineInput } from '@/features/cart/cart-view.ts';
import { CartLineQuantity } from '@/features/cart/components/cart-line-quantity.tsx';
import { CartReview } from '@/features/cart/components/cart-review.tsx';
import { useCartItems } from '@/features/cart/use-cart.ts';
import { useServerCart } from '@/features/cart/use-server-cart.ts';
import { CheckoutScreen, GuestCheckout } from '@/features/checkout/screens/checkout-screen.tsx';
import { useMergeGuestWishlist } from '@/features/wishlist/use-wishlist.ts';
import { startSession } from '@/lib/session.ts';

/** A guest's checkout: the local cart's lines and review beside the account's login panel. */
function GuestCheckoutRoute() {
  const items = useCartItems();
  const { mergeGuestCart } = useServerCart();
  const mergeGuestWishlist = useMergeGuestWishlist();
  const onAuthenticated = async (token: string): Promise<void> => {
    await mergeGuestWishlist(token);
    await mergeGuestCart(token);
    // The session change resets the store: this screen's query runs again as the customer.
    startSession(token);
  };
  return (
    <GuestCheckout
      guestLines={items.map(toLineInput)}
      loginPanel={<LoginPanel onAuthenticated={onAuthenticated} />}
      renderCart={(cart) => <CartReview {...cart} />}
    />
  );
}

// /checkoutpage: the checkout's screen, with the cart's quantity control on each line.
export default function CheckoutRoute() {
  return (
    <CheckoutScreen
      guest={<GuestCheckoutRoute />}
      renderQuantity={(lineId, title) => <CartLineQuantity lineId={lineId} title={title} />}
    />
  );
}
