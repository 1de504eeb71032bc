import { AdminCouponsScreen } from '@/features/admin/catalog/screens/coupons-screen.tsx';

// /admin/coupons (catalog.read; changes need catalog.write): the console's coupons.
export default function AdminCouponsPage() {
  return <AdminCouponsScreen />;
}
