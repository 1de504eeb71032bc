import { useServerCart } from '@/features/cart/use-server-cart.ts';
import { CpLoginScreen } from '@/features/partner/screens/cp-login-screen.tsx';

// /cp_login: the portal's login; the local cart moves to the partner's shopper account.
export default function CpLoginPage() {
  const { mergeGuestCart } = useServerCart();
  return <CpLoginScreen mergeGuestCart={mergeGuestCart} />;
}
