import { ProductListScreen } from '@/features/catalog/screens/product-list-screen.tsx';

// /category/productlist?page=N: the catalog's list of every product.
export default function ProductListRoute() {
  return <ProductListScreen />;
}
