import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { CheckoutView } from '@/features/checkout/components/checkout-view.tsx';
import { INITIAL_CHOICES, summaryInput, type CheckoutChoices } from '@/features/checkout/lib/checkout-choices.ts';
import type { CartLineInput, CheckoutPageQuery } from '@/generated/graphql.ts';
import { useCheckoutPageQuery } from '@/generated/operations/checkout-page.ts';
import { useSession } from '@/lib/session.ts';

const LOAD_FAILED = 'Part of this page could not be loaded.';

type GuestCheckoutProps = {
  /** The guest's local cart lines, for the screen's query to price. */
  guestLines: CartLineInput[];
  /** The login panel (login stays on this screen: the session change fetches the checkout again). */
  loginPanel: ReactNode;
  /** The priced cart beside the login panel (the cart's review), while asking again and when it failed. */
  renderCart: (cart: { pricedCart: CheckoutPageQuery['guestCart']; pending: boolean; failed: boolean }) => ReactNode;
};

/** A guest: the login panel beside the local cart priced by the screen's query. Login stays here. */
export function GuestCheckout({ guestLines, loginPanel, renderCart }: GuestCheckoutProps) {
  const { data, previousData, loading, error } = useCheckoutPageQuery({
    variables: { guest: true, guestLines },
  });
  const shown = data ?? previousData;
  return (
    <div className="checkout-guest">
      {loginPanel}
      {renderCart({ pricedCart: shown?.guestCart, pending: loading, failed: Boolean(error) })}
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

type RenderQuantity = (lineId: string, title: string) => ReactNode;

function CustomerCheckout({ renderQuantity }: { renderQuantity: RenderQuantity }) {
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
        renderQuantity={renderQuantity}
      />
    </>
  );
}

// /checkoutpage. A guest logs in here (the cart moves to the account) with the cart priced by the
// gateway beside it; a customer gets the checkout. One request per load: the header, and either the
// guest's priced lines or the addresses and the summary for the current coupons, mode and address.
// The route hands in the guest's side (`guest`: GuestCheckout with the cart's lines and review and
// the account's login panel) and each line's quantity control (the cart's).
export function CheckoutScreen({ guest, renderQuantity }: { guest: ReactNode; renderQuantity: RenderQuantity }) {
  const { loggedIn } = useSession();
  return (
    <div className="container page">
      <title>Checkout</title>
      {loggedIn ? <CustomerCheckout renderQuantity={renderQuantity} /> : guest}
    </div>
  );
}
