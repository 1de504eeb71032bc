// /admin/customers (customers.read): customers newest first or by name, searched by email, phone
// or name; search, sort and page in the URL. The newsletter subscribers CSV downloads from here.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminCustomersPageQuery } from '@/generated/operations/admin-customers-page.ts';
import { useAdminSubscribersExportLazyQuery } from '@/generated/operations/admin-subscribers-export.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { FileLinkButton } from '@/features/admin/insights/file-link-button.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams, useSearchBox } from '@/features/admin/lib/use-list-params.ts';

export function AdminCustomersScreen() {
  const [params, update] = useListParams();
  const sort = params.sort === 'name' ? 'NAME' : 'NEWEST';
  const { data, loading, error, refetch } = useAdminCustomersPageQuery({
    variables: { page: params.page, first: params.first, search: params.q || null, sort },
    fetchPolicy: 'cache-and-network',
  });
  const [exportLink] = useAdminSubscribersExportLazyQuery({ fetchPolicy: 'network-only' });
  const { search, setSearch, apply } = useSearchBox(params.q, update);
  const list = data?.admin.customers;
  return (
    <AdminPage
      title="Customers"
      description="Shopper accounts, read-only."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      actions={
        <FileLinkButton
          label="Subscribers CSV"
          fetchLink={async () => (await exportLink()).data?.admin.subscribersExport.url}
        />
      }
    >
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Find customers">
        <TextField
          label="Email, phone or name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="field">
          <label htmlFor="customer-sort">Order</label>
          <select
            id="customer-sort"
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'NAME' ? 'name' : null })}
          >
            <option value="NEWEST">Newest first</option>
            <option value="NAME">By name</option>
          </select>
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">No customers match.</div>
      ) : (
        <AdminTable
          caption="Customers"
          rows={list?.nodes ?? []}
          rowKey={(row) => row.id}
          columns={[
            {
              header: 'Name',
              primary: true,
              cell: (row) => <Link to={paths.admin.customer.href(row.id)}>{row.name || 'No name'}</Link>,
            },
            { header: 'Email', cell: (row) => row.email ?? '—' },
            { header: 'Phone', cell: (row) => row.phone ?? '—' },
            { header: 'Orders', numeric: true, cell: (row) => row.orderCount },
            { header: 'Joined', cell: (row) => formatDate(row.createdAt) },
          ]}
        />
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
    </AdminPage>
  );
}
