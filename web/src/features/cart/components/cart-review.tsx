import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { EMPTY_CART_MESSAGE } from '@/lib/constants.ts';
import { paths } from '@shop/commerce/paths';
import type { CartPanel_CartFragment } from '@/generated/graphql.ts';
import { useScreenPricedGuestCartView, type CartViewModel } from '@/features/cart/use-cart-view.ts';
import { CartLines } from './cart-lines.tsx';
import './cart.css';

function Review({ cart }: { cart: CartViewModel }) {
  if (cart.loading) {
    return (
      <section className="cart-review" aria-busy="true" aria-label="Loading your cart">
        <h2>Your cart</h2>
        <Skeleton height="8rem" />
      </section>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <section className="cart-empty">
        <h2>Your cart</h2>
        <p>{EMPTY_CART_MESSAGE}</p>
        <Link className="button button-primary" to={paths.home.href()}>
          Continue shopping
        </Link>
      </section>
    );
  }
  return (
    <section className="cart-review" aria-labelledby="cart-heading">
      <h2 id="cart-heading">Your cart</h2>
      <div className="cart-layout">
        <CartLines cart={cart} />
        <aside className="cart-summary" aria-label="Order summary">
          <h3>Order summary</h3>
          <dl>
            <div className="cart-summary-row">
              <dt>{`Items (${cart.count})`}</dt>
              <dd>{cart.subtotal}</dd>
            </div>
            <div className="cart-summary-row cart-summary-total">
              <dt>Subtotal</dt>
              <dd data-testid="cart-subtotal">{cart.subtotal}</dd>
            </div>
          </dl>
          <p className="cart-summary-note">Free shipping on every order.</p>
          <Link className="button button-secondary" to={paths.home.href()}>
            Continue shopping
          </Link>
        </aside>
      </div>
    </section>
  );
}

type CartReviewProps = {
  /** The guest's lines priced by the screen's query; null before its answer. */
  pricedCart: CartPanel_CartFragment | null | undefined;
  /** The screen's query is asking again (after a change): the steppers wait. */
  pending: boolean;
  failed: boolean;
};

/** A guest's cart at checkout (beside the login panel): the local lines with the gateway's prices. */
export function CartReview({ pricedCart, pending, failed }: CartReviewProps) {
  return <Review cart={useScreenPricedGuestCartView(pricedCart, pending, failed)} />;
}
