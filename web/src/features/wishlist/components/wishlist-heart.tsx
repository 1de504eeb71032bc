import { useState } from 'react';
import { heartLabel } from '@shop/commerce/wishlist/wishlist';
import { useWishlist } from '../use-wishlist.ts';
import './wishlist.css';

/** The heart toggle of a product: pressed when saved, named after the product, with a polite status. */
export function WishlistHeart({ productId, name }: { productId: string; name: string }) {
  const { ids, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const saved = ids.includes(productId);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await toggle(productId, name);
    setBusy(false);
    setStatus(answer.message);
  };
  return (
    <span className="wishlist-heart-wrap">
      <button
        type="button"
        className={saved ? 'wishlist-heart saved' : 'wishlist-heart'}
        aria-pressed={saved}
        aria-label={heartLabel(name, saved)}
        aria-busy={busy}
        onClick={() => void onClick()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.6 3.1 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.5 0 5.5 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </span>
  );
}
