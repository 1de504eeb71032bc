import { AdminAuditScreen } from '@/features/admin/operators/screens/audit-screen.tsx';

// /admin/audit (owners): the console's audit log.
export default function AdminAuditPage() {
  return <AdminAuditScreen />;
}
