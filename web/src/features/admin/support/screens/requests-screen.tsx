// /admin/requests (support.read): the service request queue, oldest first so the longest waiting
// comes first, filtered by status (open and in progress by default) and searched by ticket, order,
// email, phone or name; filters, sort and page in the URL.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ServiceRequestStatus } from '@/generated/graphql.ts';
import { useAdminRequestsPageQuery } from '@/generated/operations/admin-requests-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams, useSearchBox } from '@/features/admin/lib/use-list-params.ts';
import { RequestStatusBadge } from '@/features/admin/support/request-status-badge.tsx';

const VIEWS: ReadonlyArray<{ value: string; label: string; statuses: ServiceRequestStatus[] }> = [
  { value: 'active', label: 'Open and in progress', statuses: ['OPEN', 'IN_PROGRESS'] },
  { value: 'open', label: 'Open', statuses: ['OPEN'] },
  { value: 'in-progress', label: 'In progress', statuses: ['IN_PROGRESS'] },
  { value: 'resolved', label: 'Resolved', statuses: ['RESOLVED'] },
  { value: 'closed', label: 'Closed', statuses: ['CLOSED'] },
  { value: 'all', label: 'All', statuses: [] },
];

export function AdminRequestsScreen() {
  const [params, update] = useListParams();
  const view = VIEWS.find((v) => v.value === params.filters.status) ?? VIEWS[0]!;
  const sort = params.sort === 'newest' ? 'NEWEST' : 'OLDEST';
  const { data, loading, error, refetch } = useAdminRequestsPageQuery({
    variables: { page: params.page, first: params.first, statuses: view.statuses, search: params.q || null, sort },
    fetchPolicy: 'cache-and-network',
  });
  const { search, setSearch, apply } = useSearchBox(params.q, update);
  const list = data?.admin.serviceRequests;
  return (
    <AdminPage
      title="Service requests"
      description="Requests raised by customers, the longest waiting first."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Find service requests">
        <div className="field">
          <label htmlFor="request-status">Status</label>
          <select
            id="request-status"
            value={view.value}
            onChange={(event) => update({ status: event.target.value === 'active' ? null : event.target.value })}
          >
            {VIEWS.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="request-sort">Order</label>
          <select
            id="request-sort"
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'NEWEST' ? 'newest' : null })}
          >
            <option value="OLDEST">Oldest first</option>
            <option value="NEWEST">Newest first</option>
          </select>
        </div>
        <TextField
          label="Ticket, order, email, phone or name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">No service requests match.</div>
      ) : (
        <AdminTable
          caption="Service requests"
          rows={list?.nodes ?? []}
          rowKey={(row) => row.id}
          columns={[
            {
              header: 'Ticket',
              primary: true,
              cell: (row) => <Link to={paths.admin.request.href(row.id)}>{row.ticketNumber}</Link>,
            },
            { header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} label={row.statusLabel} /> },
            { header: 'Raised', cell: (row) => formatDate(row.createdAt) },
            { header: 'Customer', cell: (row) => `${row.contactName} (${row.email})` },
            { header: 'Problem', cell: (row) => `${row.complaintType}: ${row.subject}` },
            { header: 'Product', cell: (row) => row.model },
            { header: 'Order', cell: (row) => row.orderNumber },
          ]}
        />
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
    </AdminPage>
  );
}
