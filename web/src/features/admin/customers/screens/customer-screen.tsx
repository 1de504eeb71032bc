// /admin/customers/:id (customers.read): a customer's profile, addresses and orders, read-only;
// the orders page in the URL and link to the console's order page.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { useAdminCustomerPageQuery } from '@/generated/operations/admin-customer-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';

export function AdminCustomerScreen({ id }: { id: string }) {
  const [params, update] = useListParams();
  const { data, loading, error, refetch } = useAdminCustomerPageQuery({
    variables: { id, page: params.page, first: params.first },
    fetchPolicy: 'cache-and-network',
  });
  const customer = data?.admin.customer;
  const orders = customer?.orders;
  return (
    <AdminPage
      title={customer ? customer.name || 'Customer' : 'Customer'}
      description={<Link to={paths.admin.customers.href()}>All customers</Link>}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={data && !customer ? 'There is no such customer.' : null}
    >
      {customer ? (
        <>
          <div className="admin-grid">
            <section className="admin-card" aria-labelledby="customer-profile">
              <h2 id="customer-profile">Profile</h2>
              <dl className="admin-dl">
                <dt>Email</dt>
                <dd>{customer.email ?? '—'}</dd>
                <dt>Phone</dt>
                <dd>{customer.phone ?? '—'}</dd>
                <dt>Joined</dt>
                <dd>{formatDate(customer.createdAt)}</dd>
              </dl>
            </section>
            <section className="admin-card" aria-labelledby="customer-addresses">
              <h2 id="customer-addresses">Addresses</h2>
              {customer.addresses.length === 0 ? (
                <p>No saved addresses.</p>
              ) : (
                <ul className="admin-counts">
                  {customer.addresses.map((a) => (
                    <li key={a.id}>
                      <span>
                        {a.name}, {a.address}, {a.city}, {a.state} {a.pincode}, {a.country} · {a.mobile}
                        {a.gstin ? ` · GSTIN ${a.gstin}` : ''}
                      </span>
                      {a.primary ? <span className="admin-badge">Primary</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <h2>Orders</h2>
          {orders && orders.nodes.length === 0 ? (
            <div className="admin-empty">No orders yet.</div>
          ) : (
            <AdminTable
              caption="Orders of this customer"
              rows={orders?.nodes ?? []}
              rowKey={(row) => row.orderNumber}
              columns={[
                {
                  header: 'Order',
                  primary: true,
                  cell: (row) => <Link to={paths.admin.order.href(row.orderNumber)}>{row.orderNumber}</Link>,
                },
                { header: 'Date', cell: (row) => formatDate(row.orderDate) },
                { header: 'Status', cell: (row) => row.stateLabel },
                { header: 'Payment', cell: (row) => row.paymentMode },
                { header: 'Units', numeric: true, cell: (row) => row.units },
                { header: 'Amount', numeric: true, cell: (row) => row.amount.formatted },
              ]}
            />
          )}
          {orders ? <ListPager list={orders} first={params.first} update={update} /> : null}
        </>
      ) : null}
    </AdminPage>
  );
}
