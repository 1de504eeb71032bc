import { ErrorState } from '../components/ui/error-state.tsx';
import { CartReview } from '../features/cart/components/cart-review.tsx';
import { useCheckoutPageQuery } from '../generated/operations/checkout-page.ts';
import { useSession } from '../lib/session.ts';

// /checkoutpage for now: the cart review. Login, addresses and payment join it later. A guest's
// cart lives in localStorage and shows at once; a customer's server cart comes with the screen's
// one request (through the header's fragment), which also fills the header.
export default function CheckoutRoute() {
  const { error, refetch } = useCheckoutPageQuery();
  const { loggedIn } = useSession();
  return (
    <div className="container page">
      <title>Your cart</title>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <CartReview customer={loggedIn} />
    </div>
  );
}
