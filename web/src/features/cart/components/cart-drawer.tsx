import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { EMPTY_CART_MESSAGE } from '@/lib/constants.ts';
import { paths } from '@shop/commerce/paths';
import { useScrollLock } from '@/lib/scroll-lock.ts';
import { useSession } from '@/lib/session.ts';
import { useCustomerCartView, useGuestPricedCartView, type CartViewModel } from '@/features/cart/use-cart-view.ts';
import { CartLines } from './cart-lines.tsx';
import './cart.css';
import './cart-drawer.css';

type DrawerProps = { onClose: () => void };

function DrawerBody({ cart, close }: { cart: CartViewModel; close: () => void }) {
  const navigate = useNavigate();
  if (cart.loading) {
    return (
      <div className="cart-drawer-body" role="status" aria-busy="true">
        <span className="visually-hidden">Loading your cart</span>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="cart-drawer-body cart-drawer-empty">
        <p>{EMPTY_CART_MESSAGE}</p>
        <Link className="button button-primary" to={paths.home.href()} onClick={close}>
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="cart-drawer-body">
        {cart.error ? <p className="cart-drawer-note">{cart.error}</p> : null}
        <CartLines cart={cart} headingLevel={3} />
      </div>
      <footer className="cart-drawer-footer">
        <p className="cart-drawer-subtotal">
          <span>Subtotal</span>
          <strong data-testid="drawer-subtotal" aria-busy={cart.busy}>
            {cart.subtotal}
          </strong>
        </p>
        <p className="cart-drawer-note">Free shipping on every order.</p>
        <button
          type="button"
          className="button button-primary button-large"
          onClick={() => {
            close();
            void navigate(paths.checkout.href());
          }}
        >
          Checkout
        </button>
      </footer>
    </>
  );
}

function CustomerBody({ close }: { close: () => void }) {
  return <DrawerBody cart={useCustomerCartView()} close={close} />;
}

function GuestBody({ close }: { close: () => void }) {
  return <DrawerBody cart={useGuestPricedCartView()} close={close} />;
}

/**
 * The cart drawer: a modal dialog from the side (focus kept inside, Escape or the backdrop closes
 * it, page scroll locked while open). A customer's cart is already in the cache; a guest's local
 * lines are priced by the gateway when it opens.
 */
export default function CartDrawer({ onClose }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { loggedIn } = useSession();
  useScrollLock(true);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = (): void => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="cart-drawer-panel">
        <header className="cart-drawer-header">
          <h2 id={titleId}>Your cart</h2>
          <button type="button" className="icon-button" aria-label="Close cart" onClick={close}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        {loggedIn ? <CustomerBody close={close} /> : <GuestBody close={close} />}
      </div>
    </dialog>
  );
}
