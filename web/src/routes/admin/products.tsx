import { AdminProductsScreen } from '@/features/admin/catalog/screens/products-screen.tsx';

// /admin/products (catalog.read): the console's products.
export default function AdminProductsPage() {
  return <AdminProductsScreen />;
}
