import { useParams } from 'react-router';
import { CategoryScreen } from '@/features/catalog/screens/category-screen.tsx';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart.tsx';

// /category/:slug: the catalog's category screen, each product card with the wishlist's heart.
export default function CategoryRoute() {
  const { slug } = useParams();
  return <CategoryScreen slug={slug} cardAction={(p) => <WishlistHeart productId={String(p.id)} name={p.name} />} />;
}
