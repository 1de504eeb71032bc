import { SearchScreen } from '@/features/catalog/screens/search-screen.tsx';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart.tsx';

// /search: the catalog's search results, each product card with the wishlist's heart.
export default function SearchRoute() {
  return <SearchScreen cardAction={(p) => <WishlistHeart productId={String(p.id)} name={p.name} />} />;
}
