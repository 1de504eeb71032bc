import { ErrorState } from '../components/ui/error-state.tsx';
import { CartReview } from '../features/cart/components/cart-review.tsx';
import { useCheckoutPageQuery } from '../generated/hooks.ts';

// /checkoutpage for now: the guest cart review. Login, addresses and payment join it later.
// The cart lives in localStorage, so it shows at once; the one request fills the header.
export default function CheckoutRoute() {
  const { error, refetch } = useCheckoutPageQuery();
  return (
    <div className="container page">
      <title>Your cart</title>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <CartReview />
    </div>
  );
}
