import { useParams } from 'react-router';
import { AdminProductScreen } from '@/features/admin/catalog/screens/product-screen.tsx';

// /admin/products/:id (catalog.read; changes need catalog.write): the console's one product's editor.
export default function AdminProductPage() {
  const { id = '' } = useParams();
  return <AdminProductScreen id={id} />;
}
