// /admin/payouts/:id (partners.read): one payout run, its payouts counted, and a page of them in the
// order partners joined (all, to pay or paid; page, size and state in the URL), bank details masked;
// for partners.write the bank's CSV and marking each payout paid with the bank's reference.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import type { PayoutStatus } from '@/generated/graphql.ts';
import { useAdminPayoutRunPageQuery } from '@/generated/operations/admin-payout-run-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';
import { BankFileButton, MarkPaidForm } from '@/features/admin/partners/payout-actions.tsx';
import '@/features/admin/partners/partners.css';

const STATES: ReadonlyArray<{ value: PayoutStatus; label: string }> = [
  { value: 'PENDING', label: 'To pay' },
  { value: 'PAID', label: 'Paid' },
];

export function AdminPayoutRunScreen({ id }: { id: string }) {
  const [params, update] = useListParams();
  const status = STATES.find((s) => s.value === params.filters.status)?.value ?? null;
  const { data, loading, error, refetch } = useAdminPayoutRunPageQuery({
    variables: { id, page: params.page, first: params.first, status },
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
          <p>{`Total ${run.total.formatted}, made ${formatDate(run.createdAt)}; ${run.paidCount} of ${run.payoutCount} payouts paid.`}</p>
          {canWrite ? <BankFileButton runId={run.id} /> : null}
          <form className="admin-filters" aria-label="Show payouts" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label htmlFor="payout-status">Show</label>
              <select
                id="payout-status"
                value={status ?? ''}
                onChange={(event) => update({ status: event.target.value || null })}
              >
                <option value="">All payouts</option>
                {STATES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          </form>
          {run.payouts.totalCount === 0 ? (
            <div className="admin-empty">{status === 'PAID' ? 'No payout is paid yet.' : 'Every payout is paid.'}</div>
          ) : (
            <AdminTable
              caption={`Payouts of ${run.period}`}
              rows={run.payouts.nodes}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: 'Partner',
                  primary: true,
                  cell: (row) => (
                    <Link
                      to={paths.admin.partner.href(row.partnerId)}
                    >{`${row.partnerName} (${row.partnerCode})`}</Link>
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
          )}
          {run.payouts.totalCount > 0 ? <ListPager list={run.payouts} first={params.first} update={update} /> : null}
        </>
      ) : null}
    </AdminPage>
  );
}
