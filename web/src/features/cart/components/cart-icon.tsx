import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useCartCount } from '../use-cart.ts';
import './cart-icon.css';

/** Header cart icon with the number of items in the guest cart; links to the cart review. */
export function CartIcon() {
  const count = useCartCount();
  return (
    <Link className="icon-button cart-icon" to={paths.checkout.href()} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="cart-count" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
