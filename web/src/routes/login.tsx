import { useLocation } from 'react-router';
import { LoginScreen } from '@/features/account/screens/login-screen.tsx';
import { useServerCart } from '@/features/cart/use-server-cart.ts';
import { useMergeGuestWishlist } from '@/features/wishlist/use-wishlist.ts';

// /login and /account/login: the account's login screen; a login moves the guest's wishlist and
// cart to the account (the cart's merge says when it capped lines).
export default function LoginRoute() {
  const location = useLocation();
  const { mergeGuestCart } = useServerCart();
  const mergeGuestWishlist = useMergeGuestWishlist();
  const state = location.state as { contact?: unknown } | null;
  const initialContact = typeof state?.contact === 'string' ? state.contact : undefined;
  return (
    <LoginScreen
      initialContact={initialContact}
      mergeGuestData={async (token) => {
        await mergeGuestWishlist(token);
        return mergeGuestCart(token);
      }}
    />
  );
}
