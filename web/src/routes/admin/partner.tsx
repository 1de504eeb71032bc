import { useParams } from 'react-router';
import { AdminPartnerScreen } from '@/features/admin/partners/screens/partner-screen.tsx';

// /admin/partners/:id (partners.read): the console's one channel partner.
export default function AdminPartnerPage() {
  const { id = '' } = useParams();
  return <AdminPartnerScreen id={id} />;
}
