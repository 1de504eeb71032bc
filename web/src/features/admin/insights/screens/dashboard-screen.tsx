// /admin (every operator): the day's and the month's orders and revenue, orders waiting per state,
// refunds due, low stock and open service requests; each card only for a role that may read it.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { useAdminDashboardPageQuery } from '@/generated/operations/admin-dashboard-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { formatDateTime } from '@/features/admin/lib/format.ts';
import { sessionCan, useOperatorSession } from '@/features/admin/session/operator-session.ts';
import '@/features/admin/insights/insights.css';

const count = new Intl.NumberFormat('en-IN');

function Totals({ title, totals }: { title: string; totals: { count: number; amount: { formatted: string } } }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="admin-figure">{totals.amount.formatted}</p>
      <p className="admin-figure-note">
        {count.format(totals.count)} {totals.count === 1 ? 'order' : 'orders'}
      </p>
    </section>
  );
}

export function AdminDashboardScreen() {
  const { data, loading, error, refetch } = useAdminDashboardPageQuery({ fetchPolicy: 'cache-and-network' });
  const board = data?.admin.dashboard;
  const session = useOperatorSession();
  const nothing =
    board &&
    !board.today &&
    !board.thisMonth &&
    !board.ordersWaiting &&
    !board.refundsDue &&
    !board.lowStock &&
    !board.openRequests;
  return (
    <AdminPage
      title="Dashboard"
      description={board ? `Figures as of ${formatDateTime(board.generatedAt)} (India time).` : undefined}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={nothing ? 'Your role has no figures to show here. Use the menu to open your screens.' : null}
    >
      {board ? (
        <div className="admin-grid">
          {board.today ? <Totals title="Today" totals={board.today} /> : null}
          {board.thisMonth ? <Totals title="This month" totals={board.thisMonth} /> : null}
          {board.ordersWaiting ? (
            <section className="admin-card" aria-labelledby="dashboard-waiting">
              <h2 id="dashboard-waiting">Orders waiting</h2>
              <ul className="admin-counts">
                {board.ordersWaiting.map((row) => (
                  <li key={row.state}>
                    <Link to={`${paths.admin.orders.href()}?status=${row.state.toLowerCase()}`}>{row.label}</Link>
                    <strong>{count.format(row.count)}</strong>
                  </li>
                ))}
              </ul>
              <p>
                <Link to={paths.admin.orders.href()}>Open the orders</Link>
              </p>
            </section>
          ) : null}
          {board.refundsDue ? (
            <section className="admin-card" aria-labelledby="dashboard-refunds">
              <h2 id="dashboard-refunds">Refunds due</h2>
              <p className="admin-figure">{board.refundsDue.amount.formatted}</p>
              <p className="admin-figure-note">
                {count.format(board.refundsDue.count)} {board.refundsDue.count === 1 ? 'payment' : 'payments'} to refund
              </p>
              {sessionCan(session, 'orders.refund') ? (
                <p>
                  <Link to={paths.admin.refunds.href()}>Open the refunds</Link>
                </p>
              ) : null}
            </section>
          ) : null}
          {board.openRequests ? (
            <section className="admin-card" aria-labelledby="dashboard-requests">
              <h2 id="dashboard-requests">Open service requests</h2>
              <ul className="admin-counts">
                <li>
                  <span>Open</span>
                  <strong>{count.format(board.openRequests.open)}</strong>
                </li>
                <li>
                  <span>In progress</span>
                  <strong>{count.format(board.openRequests.inProgress)}</strong>
                </li>
              </ul>
              <p>
                <Link to={paths.admin.requests.href()}>Open the queue</Link>
              </p>
            </section>
          ) : null}
          {board.lowStock ? (
            <section className="admin-card" aria-labelledby="dashboard-stock">
              <h2 id="dashboard-stock">Low stock</h2>
              <p className="admin-figure-note">
                {count.format(board.lowStock.count)} stock {board.lowStock.count === 1 ? 'line' : 'lines'} at{' '}
                {board.lowStock.threshold} units or fewer
              </p>
              {board.lowStock.items.length > 0 ? (
                <ul className="admin-counts">
                  {board.lowStock.items.map((item) => (
                    <li key={`${item.productId}-${item.colorName}-${item.size}`}>
                      <span>
                        {item.name} ({item.model}), {item.colorName}
                        {item.size ? `, size ${item.size}` : ''}
                      </span>
                      <strong>{item.units}</strong>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
        </div>
      ) : null}
    </AdminPage>
  );
}
