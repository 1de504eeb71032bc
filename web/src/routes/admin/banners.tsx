import { AdminBannersScreen } from '@/features/admin/catalog/screens/banners-screen.tsx';

// /admin/banners (catalog.read; changes need catalog.write): the console's banners.
export default function AdminBannersPage() {
  return <AdminBannersScreen />;
}
