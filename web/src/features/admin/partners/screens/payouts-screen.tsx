// /admin/payouts (partners.read): the program's totals (incentives by state, partners by status and
// KYC), a page of the payout runs newest month first (the page in the URL), and for partners.write a
// new run for a month that ended.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { useAdminPayoutsPageQuery } from '@/generated/operations/admin-payouts-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';
import { NewPayoutRun } from '@/features/admin/partners/payout-actions.tsx';
import '@/features/admin/partners/partners.css';

const STATES = [
  ['pending', 'Pending'],
  ['approved', 'Approved, to pay'],
  ['paid', 'Paid'],
  ['reversed', 'Reversed'],
] as const;

export function AdminPayoutsScreen() {
  const [params, update] = useListParams();
  const { data, loading, error, refetch } = useAdminPayoutsPageQuery({
    variables: { page: params.page, first: params.first },
    fetchPolicy: 'cache-and-network',
  });
  const payouts = data?.admin.partnerPayouts;
  const canWrite = data?.admin.permissions.includes('partners.write') ?? false;
  return (
    <AdminPage
      title="Payouts"
      description="The partner program's incentives and the monthly payout runs."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      {payouts ? (
        <>
          <ul className="admin-totals" aria-label="Incentives by state">
            {STATES.map(([key, label]) => (
              <li key={key}>
                <span>{label}</span>
                <strong>{payouts.totals[key].amount.formatted}</strong>
                <span>{`${payouts.totals[key].count} incentive${payouts.totals[key].count === 1 ? '' : 's'}`}</span>
              </li>
            ))}
          </ul>
          <p>
            {`${payouts.partners.active} active, ${payouts.partners.pending} pending and ${payouts.partners.suspended} suspended partners; `}
            <Link
              to={`${paths.admin.partners.href()}?kyc=SUBMITTED`}
            >{`${payouts.partners.kycAwaitingReview} KYC awaiting review`}</Link>
            {`, ${payouts.partners.kycApproved} approved.`}
          </p>
          {canWrite ? <NewPayoutRun defaultPeriod={payouts.defaultPeriod} /> : null}
          {payouts.runs.totalCount === 0 ? (
            <div className="admin-empty">No payout runs yet.</div>
          ) : (
            <AdminTable
              caption="Payout runs"
              rows={payouts.runs.nodes}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: 'Month',
                  primary: true,
                  cell: (row) => <Link to={paths.admin.payoutRun.href(row.id)}>{row.period}</Link>,
                },
                { header: 'Total', cell: (row) => row.total.formatted },
                { header: 'Paid', cell: (row) => `${row.paidCount} of ${row.payoutCount}` },
                { header: 'Made', cell: (row) => formatDate(row.createdAt) },
              ]}
            />
          )}
          {payouts.runs.totalCount > 0 ? <ListPager list={payouts.runs} first={params.first} update={update} /> : null}
        </>
      ) : null}
    </AdminPage>
  );
}
