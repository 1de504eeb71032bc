// /admin/orders (orders.read): every order, paged on the server, searched and filtered (state, order
// days, payment, pincode, state, partner) and sorted, all in the URL. An operator who may fulfil
// selects rows and packs or ships them together; anyone who reads orders exports the list as CSV.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@shop/commerce/paths';
import type { OrderLifecycleStatus, AdminOrdersPageQuery } from '@/generated/graphql.ts';
import { useAdminOrdersExportLinkLazyQuery } from '@/generated/operations/admin-orders-export-link.ts';
import { useAdminOrdersPageQuery } from '@/generated/operations/admin-orders-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { FileLinkButton } from '@/features/admin/insights/file-link-button.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';
import { OrderFilters } from '@/features/admin/orders/order-filters.tsx';
import { orderListVariables } from '@/features/admin/orders/order-list-params.ts';
import { OrderStatusBadge } from '@/features/admin/orders/order-status-badge.tsx';
import { TransitionDialog } from '@/features/admin/orders/transition-dialog.tsx';
import type { TransitionReport } from '@/features/admin/orders/transitions.ts';
import { sessionCan, useOperatorSession } from '@/features/admin/session/operator-session.ts';

type Row = AdminOrdersPageQuery['admin']['orders']['nodes'][number];

/** The moves the list offers for the selected orders. */
const BULK: ReadonlyArray<{ to: OrderLifecycleStatus; label: string; from: readonly OrderLifecycleStatus[] }> = [
  { to: 'PACKED', label: 'Pack selected', from: ['PLACED', 'PAID'] },
  { to: 'SHIPPED', label: 'Ship selected', from: ['PACKED'] },
];

export function AdminOrdersScreen() {
  const [params, update] = useListParams();
  const location = useLocation();
  const variables = orderListVariables(params);
  const { data, loading, error, refetch } = useAdminOrdersPageQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [exportLink] = useAdminOrdersExportLinkLazyQuery({ fetchPolicy: 'network-only' });
  const canFulfil = sessionCan(useOperatorSession(), 'orders.fulfil');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState<OrderLifecycleStatus | null>(null);
  const [report, setReport] = useState<TransitionReport | null>(null);

  const list = data?.admin.orders;
  const rows = list?.nodes ?? [];
  const chosen = rows.filter((row) => selected.has(row.orderNumber));
  const done = (next: TransitionReport) => {
    setMoving(null);
    setReport(next);
    setSelected(new Set());
    void refetch();
  };

  return (
    <AdminPage
      title="Orders"
      description="Find an order, follow it through packing, shipping and delivery, and export the list."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      actions={
        <FileLinkButton
          label="Export CSV"
          fetchLink={async () =>
            (
              await exportLink({
                variables: { filter: variables.filter, sort: variables.sort, search: variables.search },
              })
            ).data?.admin.ordersExport.url
          }
        />
      }
    >
      <OrderFilters key={location.search} variables={variables} update={update} />
      {canFulfil ? (
        <div className="admin-order-bulk" role="group" aria-label="Selected orders">
          <span>
            {chosen.length === 0 ? 'Select orders to pack or ship them together.' : `${chosen.length} selected`}
          </span>
          {BULK.map((bulk) => {
            const eligible = chosen.length > 0 && chosen.every((row) => bulk.from.includes(row.status));
            return (
              <button
                key={bulk.to}
                type="button"
                className="button button-secondary"
                disabled={!eligible}
                title={
                  eligible ? undefined : `Select only ${bulk.to === 'PACKED' ? 'placed or paid' : 'packed'} orders`
                }
                onClick={() => {
                  setReport(null);
                  setMoving(bulk.to);
                }}
              >
                {bulk.label}
              </button>
            );
          })}
        </div>
      ) : null}
      <div aria-live="polite" className="admin-order-report">
        {report ? (
          <div role="status">
            <p>{report.summary}</p>
            {report.problems.length > 0 ? (
              <ul>
                {report.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div aria-live="polite">
        {list && rows.length === 0 ? (
          <div className="admin-empty">No orders match. Try another search or fewer filters.</div>
        ) : (
          <AdminTable<Row>
            caption="Orders"
            rows={rows}
            rowKey={(row) => row.orderNumber}
            {...(canFulfil
              ? {
                  selected,
                  onSelectedChange: setSelected,
                  selectLabel: (row: Row) => `Select order ${row.orderNumber}`,
                }
              : {})}
            columns={[
              {
                header: 'Order',
                primary: true,
                cell: (row) => <Link to={paths.admin.order.href(row.orderNumber)}>{row.orderNumber}</Link>,
              },
              { header: 'Date', cell: (row) => formatDate(row.placedAt) },
              { header: 'Customer', cell: (row) => row.customerName },
              { header: 'Amount', numeric: true, cell: (row) => row.total.formatted },
              { header: 'Payment', cell: (row) => (row.paymentMode === 'PREPAID' ? 'Prepaid' : 'COD') },
              { header: 'Status', cell: (row) => <OrderStatusBadge status={row.status} label={row.statusLabel} /> },
              { header: 'Pincode', cell: (row) => `${row.pincode} · ${row.state}` },
            ]}
          />
        )}
      </div>
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
      <TransitionDialog
        to={moving}
        orderIds={chosen.map((row) => row.orderNumber)}
        onClose={() => setMoving(null)}
        onDone={done}
      />
    </AdminPage>
  );
}
