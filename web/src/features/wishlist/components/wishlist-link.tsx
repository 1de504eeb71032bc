import { Link } from 'react-router';
import { useWishlistIds } from '../use-wishlist-ids.ts';
import './wishlist.css';

/** The header's link to the wishlist page with the number of saved products. */
export function WishlistLink({ to }: { to: string }) {
  const { ids } = useWishlistIds();
  const count = ids.length;
  return (
    <Link
      to={to}
      className="icon-button wishlist-link"
      aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.6 3.1 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.5 0 5.5 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 ? <span className="wishlist-count">{count}</span> : null}
    </Link>
  );
}
