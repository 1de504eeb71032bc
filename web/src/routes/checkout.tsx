import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { LoginPanel } from '@/features/account/components/login-panel.tsx';
import { CartReview } from '@/features/cart/components/cart-review.tsx';
import { CartLineQuantity } from '@/features/cart/components/cart-line-quantity.tsx';
import { toLineInput } from '@/features/cart/cart-view.ts';
import { useCartItems } from '@/features/cart/use-cart.ts';
import { useServerCart } from '@/features/cart/use-server-cart.ts';
import { useMergeGuestWishlist } from '@/features/wishlist/use-wishlist.ts';
import { CheckoutView } from '@/features/checkout/components/checkout-view.tsx';
import { INITIAL_CHOICES, summaryInput, type CheckoutChoices } from '@/features/checkout/lib/checkout-choices.ts';
import { useCheckoutPageQuery } from '@/generated/operations/checkout-page.ts';
import { startSession, useSession } from '@/lib/session.ts';

const LOAD_FAILED = 'Part of this page could not be loaded.';

/** A guest: the login panel beside the local cart priced by the screen's query. Login stays here. */
function GuestCheckout() {
  const items = useCartItems();
  const { mergeGuestCart } = useServerCart();
  const mergeGuestWishlist = useMergeGuestWishlist();
  const { data, previousData, loading, error } = useCheckoutPageQuery({
    variables: { guest: true, guestLines: items.map(toLineInput) },
  });
  const shown = data ?? previousData;
  const onAuthenticated = async (token: string): Promise<void> => {
    await mergeGuestWishlist(token);
    await mergeGuestCart(token);
    // The session change resets the store: this screen's query runs again as the customer.
    startSession(token);
  };
  return (
    <div className="checkout-guest">
      <LoginPanel onAuthenticated={onAuthenticated} />
      <CartReview pricedCart={shown?.guestCart} pending={loading} failed={Boolean(error)} />
    </div>
  );
}

/**
 * The drawer changes the server cart (its mutations replace the cached cart): when the cart's lines
 * no longer match the summary's, the summary is asked again (once per cart state).
 */
function useRefetchAfterCartChange(
  cartKey: string | undefined,
  summaryKey: string | undefined,
  loading: boolean,
  refetch: () => Promise<unknown>,
) {
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (
      loading ||
      cartKey === undefined ||
      summaryKey === undefined ||
      cartKey === summaryKey ||
      asked.current === cartKey
    )
      return;
    asked.current = cartKey;
    void refetch();
  }, [cartKey, summaryKey, loading, refetch]);
}

function CustomerCheckout() {
  const [choices, setChoices] = useState<CheckoutChoices>(INITIAL_CHOICES);
  const { data, previousData, loading, error, refetch } = useCheckoutPageQuery({
    variables: { guest: false, guestLines: [], input: summaryInput(choices) },
  });
  const onChoices = useCallback((update: (current: CheckoutChoices) => CheckoutChoices) => setChoices(update), []);
  const shown = data ?? previousData;
  const viewer = shown?.viewer;
  useRefetchAfterCartChange(
    shown?.cart?.lines.map((line) => `${line.id}:${line.quantity}`).join('|'),
    viewer?.checkout?.lines.map((entry) => `${entry.line.id}:${entry.line.quantity}`).join('|'),
    loading,
    refetch,
  );
  if (!viewer?.checkout) {
    if (error) return <ErrorState message={LOAD_FAILED} onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading checkout" />;
  }
  return (
    <>
      {error ? <ErrorState message={LOAD_FAILED} onRetry={() => void refetch()} /> : null}
      <CheckoutView
        viewer={viewer}
        summary={viewer.checkout}
        choices={choices}
        onChoices={onChoices}
        refreshing={loading}
        refetch={refetch}
        renderQuantity={(lineId, title) => <CartLineQuantity lineId={lineId} title={title} />}
      />
    </>
  );
}

// /checkoutpage. A guest logs in here (the cart moves to the account) with the cart priced by the
// gateway beside it; a customer gets the checkout. One request per load: the header, and either the
// guest's priced lines or the addresses and the summary for the current coupons, mode and address.
export default function CheckoutRoute() {
  const { loggedIn } = useSession();
  return (
    <div className="container page">
      <title>Checkout</title>
      {loggedIn ? <CustomerCheckout /> : <GuestCheckout />}
    </div>
  );
}
