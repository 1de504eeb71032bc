import { useFragment } from '@apollo/client/react';
import type { Ref } from 'react';
import { CartIcon_QueryFragmentDoc } from '@/generated/graphql.ts';
import { useSession } from '@/lib/session.ts';
import { useCartCount } from '@/features/cart/use-cart.ts';
import './cart-icon.css';

/** Items in the cart: the server cart's count for a customer (from the screen query), else the local cart's. */
function useHeaderCartCount(): number {
  const { loggedIn } = useSession();
  const localCount = useCartCount();
  const { data, complete } = useFragment({
    fragment: CartIcon_QueryFragmentDoc,
    fragmentName: 'CartIcon_query',
    from: 'ROOT_QUERY',
  });
  if (!loggedIn) return localCount;
  return complete ? data.cart.count : 0;
}

type CartIconProps = { open: boolean; onOpen: () => void; buttonRef?: Ref<HTMLButtonElement> };

/** Header cart icon with the number of items; opens the cart drawer. */
export function CartIcon({ open, onOpen, buttonRef }: CartIconProps) {
  const count = useHeaderCartCount();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="icon-button cart-icon"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={onOpen}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="cart-count" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
