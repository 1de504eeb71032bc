// A console path that is no screen (or the dashboard before its screen is there): a way back.
import { Link } from 'react-router';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { paths } from '@shop/commerce/paths';

export default function AdminNotFoundPage() {
  return (
    <AdminPage title="Page not found">
      <div className="admin-empty">
        <p>There is no console page at this address.</p>
        <Link to={paths.admin.dashboard.href()}>Go to the dashboard</Link>
      </div>
    </AdminPage>
  );
}
