import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EMPTY_CART_MESSAGE } from '../../../lib/constants.ts';
import { paths } from '../../../lib/paths.ts';
import { useCustomerCartView, useLocalCartView, type CartViewModel } from '../use-cart-view.ts';
import { CartLines } from './cart-lines.tsx';
import './cart.css';

function Review({ cart }: { cart: CartViewModel }) {
  if (cart.loading) {
    return (
      <section className="cart-review" aria-busy="true" aria-label="Loading your cart">
        <h1>Your cart</h1>
        <Skeleton height="8rem" />
      </section>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <section className="cart-empty">
        <h1>Your cart</h1>
        <p>{EMPTY_CART_MESSAGE}</p>
        <Link className="button button-primary" to={paths.home.href()}>
          Continue shopping
        </Link>
      </section>
    );
  }
  return (
    <section className="cart-review" aria-labelledby="cart-heading">
      <h1 id="cart-heading">Your cart</h1>
      <div className="cart-layout">
        <CartLines cart={cart} />
        <aside className="cart-summary" aria-label="Order summary">
          <h2>Order summary</h2>
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

function CustomerReview() {
  return <Review cart={useCustomerCartView()} />;
}

function GuestReview() {
  return <Review cart={useLocalCartView()} />;
}

/** The checkout's cart review: a customer's server cart, or a guest's cart as stored in the browser. */
export function CartReview({ customer }: { customer: boolean }) {
  return customer ? <CustomerReview /> : <GuestReview />;
}
