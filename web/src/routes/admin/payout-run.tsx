// /admin/payouts/:id (partners.read): one payout run, a payout per partner (bank details masked),
// and for partners.write the bank's CSV and marking each payout paid with the bank's reference.
import { Link, useParams } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { useAdminPayoutRunPageQuery } from '@/generated/operations/admin-payout-run-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { BankFileButton, MarkPaidForm } from '@/features/admin/partners/payout-actions.tsx';
import '@/features/admin/partners/partners.css';

export default function AdminPayoutRunPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAdminPayoutRunPageQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const run = data?.admin.payoutRun;
  const canWrite = data?.admin.permissions.includes('partners.write') ?? false;
  return (
    <AdminPage
      title={run ? `Payout run ${run.period}` : 'Payout run'}
      description={<Link to={paths.admin.payouts.href()}>All payout runs</Link>}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={data && !run ? 'There is no such payout run.' : null}
    >
      {run ? (
        <>
          <p>{`Total ${run.total.formatted}, made ${formatDate(run.createdAt)}.`}</p>
          {canWrite ? <BankFileButton runId={run.id} /> : null}
          <AdminTable
            caption={`Payouts of ${run.period}`}
            rows={run.payouts}
            rowKey={(row) => row.id}
            columns={[
              {
                header: 'Partner',
                primary: true,
                cell: (row) => (
                  <Link to={paths.admin.partner.href(row.partnerId)}>{`${row.partnerName} (${row.partnerCode})`}</Link>
                ),
              },
              { header: 'Amount', cell: (row) => `${row.amount.formatted} (${row.incentiveCount} orders)` },
              { header: 'Bank', cell: (row) => `${row.bankName} ${row.accountMasked} · ${row.ifsc}` },
              {
                header: 'Status',
                cell: (row) =>
                  row.status === 'PAID' ? (
                    `Paid ${formatDate(row.paidAt)} · ${row.bankReference ?? ''}`
                  ) : canWrite ? (
                    <MarkPaidForm payoutId={row.id} partnerName={row.partnerName} />
                  ) : (
                    'To pay'
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
