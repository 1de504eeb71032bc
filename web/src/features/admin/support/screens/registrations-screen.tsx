// /admin/registrations (support.read): product registrations, newest first, searched by email,
// mobile, model or name; search and page in the URL. The registration form asks for no serial
// number, so there is none to search by.
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminRegistrationsPageQuery } from '@/generated/operations/admin-registrations-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams, useSearchBox } from '@/features/admin/lib/use-list-params.ts';

export function AdminRegistrationsScreen() {
  const [params, update] = useListParams();
  const { data, loading, error, refetch } = useAdminRegistrationsPageQuery({
    variables: { page: params.page, first: params.first, search: params.q || null },
    fetchPolicy: 'cache-and-network',
  });
  const { search, setSearch, apply } = useSearchBox(params.q, update);
  const list = data?.admin.productRegistrations;
  return (
    <AdminPage
      title="Product registrations"
      description="Products customers registered with their invoice, newest first."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Find registrations">
        <TextField
          label="Email, mobile, model or name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">No registrations match.</div>
      ) : (
        <AdminTable
          caption="Product registrations"
          rows={list?.nodes ?? []}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Customer', primary: true, cell: (row) => `${row.firstName} ${row.lastName}`.trim() },
            { header: 'Email', cell: (row) => row.email },
            { header: 'Mobile', cell: (row) => row.mobile },
            { header: 'Product', cell: (row) => `${row.productName} (${row.model})` },
            { header: 'Invoice date', cell: (row) => formatDate(row.invoiceDate) },
            { header: 'Newsletter', cell: (row) => (row.subscribed ? 'Yes' : 'No') },
            { header: 'Registered', cell: (row) => formatDate(row.createdAt) },
          ]}
        />
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
    </AdminPage>
  );
}
