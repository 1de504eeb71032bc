import { AdminPartnersScreen } from '@/features/admin/partners/screens/partners-screen.tsx';

// /admin/partners (partners.read): the console's channel partners.
export default function AdminPartnersPage() {
  return <AdminPartnersScreen />;
}
