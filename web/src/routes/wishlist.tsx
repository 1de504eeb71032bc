import { WishlistScreen } from '@/features/wishlist/screens/wishlist-screen.tsx';

// /wishlist: the wishlist's saved products.
export default function WishlistRoute() {
  return <WishlistScreen />;
}
