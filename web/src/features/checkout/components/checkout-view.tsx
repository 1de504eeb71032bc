import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AddressBook_ViewerFragment, CheckoutSummary_SummaryFragment } from '@/generated/graphql.ts';
import { EMPTY_CART_MESSAGE } from '@/lib/constants.ts';
import { paths } from '@shop/commerce/paths';
import type { CheckoutChoices } from '@/features/checkout/lib/checkout-choices.ts';
import { addCoupon, removeCoupon, withoutRejected } from '@/features/checkout/lib/coupons.ts';
import { CheckoutAddresses } from './checkout-addresses.tsx';
import { CheckoutLines } from './checkout-lines.tsx';
import { CheckoutTotals } from './checkout-totals.tsx';
import { PaymentMode } from './payment-mode.tsx';
import { PlaceOrder } from './place-order.tsx';
import './checkout.css';

type CheckoutViewProps = {
  viewer: AddressBook_ViewerFragment;
  summary: CheckoutSummary_SummaryFragment;
  choices: CheckoutChoices;
  onChoices: (update: (choices: CheckoutChoices) => CheckoutChoices) => void;
  /** A new summary is on its way (the figures shown are the previous choice's). */
  refreshing: boolean;
  refetch: () => Promise<unknown>;
  /** A line's quantity control (CheckoutLines). */
  renderQuantity?: (lineId: string, title: string) => ReactNode;
};

/** The logged-in checkout: order summary with coupons, addresses, GST, payment mode, totals and Place Order. */
export function CheckoutView({
  viewer,
  summary,
  choices,
  onChoices,
  refreshing,
  refetch,
  renderQuantity,
}: CheckoutViewProps) {
  const rejected = summary.rejectedCoupons;

  // Coupons that no longer apply (expired, line removed) leave the page state; their reason stays shown.
  useEffect(() => {
    if (rejected.length > 0)
      onChoices((current) => ({ ...current, coupons: withoutRejected(current.coupons, rejected) }));
  }, [rejected, onChoices]);

  if (summary.lines.length === 0) {
    return (
      <section className="cart-empty checkout-empty">
        <h1>Checkout</h1>
        <p>{EMPTY_CART_MESSAGE}</p>
        <Link className="button button-primary" to={paths.home.href()}>
          Continue shopping
        </Link>
      </section>
    );
  }

  return (
    <div className="checkout" aria-busy={refreshing}>
      <h1>Checkout</h1>
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-card" aria-labelledby="order-summary-heading">
            <h2 id="order-summary-heading">Order summary</h2>
            {rejected.map((coupon) => (
              <p
                key={`${coupon.productId}-${coupon.colorId}-${coupon.code}`}
                className="form-message form-error"
                role="alert"
              >
                {`${coupon.code}: ${coupon.message}`}
              </p>
            ))}
            <CheckoutLines
              summary={summary}
              renderQuantity={renderQuantity}
              applied={choices.coupons}
              onApply={(coupon) =>
                onChoices((current) => ({ ...current, coupons: addCoupon(current.coupons, coupon) }))
              }
              onRemove={(coupon) =>
                onChoices((current) => ({ ...current, coupons: removeCoupon(current.coupons, coupon) }))
              }
            />
          </section>
          <CheckoutAddresses
            viewer={viewer}
            selectedId={choices.deliveryAddressId ?? summary.deliveryAddress?.id ?? null}
            deliveryDays={summary.delivery?.deliveryDays ?? null}
            onSelect={(id) => onChoices((current) => ({ ...current, deliveryAddressId: id }))}
            onChanged={refetch}
          />
          <PaymentMode
            value={choices.paymentMode}
            prepaidOffer={summary.prepaidOffer.amount > 0 ? summary.prepaidOffer.formatted : null}
            onChange={(paymentMode) => onChoices((current) => ({ ...current, paymentMode }))}
          />
        </div>
        <aside className="checkout-card checkout-aside" aria-label="Price details">
          <h2>Price details</h2>
          <CheckoutTotals summary={summary} />
          <PlaceOrder summary={summary} choices={choices} stale={refreshing} />
        </aside>
      </div>
    </div>
  );
}
