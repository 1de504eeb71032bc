// The console's navigation: each screen, the permission that opens it (null: every operator), and
// the group it sits in. The layout shows only what the signed-in operator's role may open.
import type { AdminPermission } from '@shop/commerce/admin/roles';
import { paths } from '@shop/commerce/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  permission: AdminPermission | null;
  /** Matched exactly (the dashboard), else also its sub-paths. */
  end?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard.href(), permission: null, end: true },
  { label: 'Orders', to: paths.admin.orders.href(), permission: 'orders.read' },
  { label: 'Refunds', to: paths.admin.refunds.href(), permission: 'orders.refund' },
  { label: 'Products', to: paths.admin.products.href(), permission: 'catalog.read' },
  { label: 'Coupons', to: paths.admin.coupons.href(), permission: 'catalog.read' },
  { label: 'Banners', to: paths.admin.banners.href(), permission: 'catalog.read' },
  { label: 'Reviews', to: paths.admin.reviews.href(), permission: 'catalog.read' },
  { label: 'Service requests', to: paths.admin.requests.href(), permission: 'support.read' },
  { label: 'Registrations', to: paths.admin.registrations.href(), permission: 'support.read' },
  { label: 'Customers', to: paths.admin.customers.href(), permission: 'customers.read' },
  { label: 'GST summary', to: paths.admin.gst.href(), permission: 'reports.read' },
  { label: 'Partners', to: paths.admin.partners.href(), permission: 'partners.read' },
  { label: 'Payouts', to: paths.admin.payouts.href(), permission: 'partners.read' },
  { label: 'Operators', to: paths.admin.operators.href(), permission: 'operators.manage' },
  { label: 'Audit log', to: paths.admin.audit.href(), permission: 'audit.read' },
];
