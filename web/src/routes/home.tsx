import { HomeScreen } from '@/features/catalog/screens/home-screen.tsx';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart.tsx';

// / and /home: the catalog's home, each product card with the wishlist's heart.
export default function HomeRoute() {
  return <HomeScreen cardAction={(p) => <WishlistHeart productId={String(p.id)} name={p.name} />} />;
}
