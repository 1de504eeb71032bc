import { Link } from 'react-router';
import { EMPTY_CART_MESSAGE } from '../../../lib/constants.ts';
import { formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCart } from '../use-cart.ts';
import { CartLine } from './cart-line.tsx';
import './cart.css';

/** The guest cart: its lines with quantity and Remove, and the subtotal in rupees. */
export function CartReview() {
  const cart = useCart();

  if (cart.items.length === 0) {
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
        <ul className="cart-lines" aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onIncrease={() => cart.increase(item.id)}
              onDecrease={() => cart.decrease(item.id)}
              onRemove={() => cart.remove(item.id)}
            />
          ))}
        </ul>
        <aside className="cart-summary" aria-label="Order summary">
          <h2>Order summary</h2>
          <dl>
            <div className="cart-summary-row">
              <dt>{`Items (${cart.count})`}</dt>
              <dd>{formatMoney(cart.subtotal)}</dd>
            </div>
            <div className="cart-summary-row cart-summary-total">
              <dt>Subtotal</dt>
              <dd data-testid="cart-subtotal">{formatMoney(cart.subtotal)}</dd>
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
