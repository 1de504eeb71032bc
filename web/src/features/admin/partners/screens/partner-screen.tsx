// /admin/partners/:id (partners.read): one partner — account and KYC state, what is missing, the
// documents (short-lived links), bank details (masked), its Master or its newest General partners
// (a link to all of them), the incentive table and a page of its history (the page in the URL;
// changes the partner made itself marked), and its incentives by state — with KYC review and
// suspension for partners.write.
import { Link } from 'react-router';
import { formatPercent } from '@shop/commerce/percent';
import { paths } from '@shop/commerce/paths';
import { useAdminPartnerPageQuery } from '@/generated/operations/admin-partner-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate, formatDateTime } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';
import { AccountStatusBadge, KycBadge } from '@/features/admin/partners/partner-badges.tsx';
import { KycReview, PartnerStatusForm } from '@/features/admin/partners/partner-actions.tsx';

const STATES = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['paid', 'Paid'],
  ['reversed', 'Reversed'],
] as const;

export function AdminPartnerScreen({ id }: { id: string }) {
  const [params, update] = useListParams();
  const { data, loading, error, refetch } = useAdminPartnerPageQuery({
    variables: { id, page: params.page, first: params.first },
    fetchPolicy: 'cache-and-network',
  });
  const partner = data?.admin.partner;
  const canWrite = data?.admin.permissions.includes('partners.write') ?? false;
  return (
    <AdminPage
      title={partner ? `${partner.name} (${partner.code})` : 'Partner'}
      description={<Link to={paths.admin.partners.href()}>All partners</Link>}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={data && !partner ? 'There is no such partner.' : null}
    >
      {partner ? (
        <>
          <ul className="admin-totals" aria-label="Incentives by state">
            {STATES.map(([key, label]) => (
              <li key={key}>
                <span>{label}</span>
                <strong>{partner.totals[key].amount.formatted}</strong>
                <span>{`${partner.totals[key].count} order${partner.totals[key].count === 1 ? '' : 's'}`}</span>
              </li>
            ))}
          </ul>
          <div className="admin-grid">
            <section className="admin-card" aria-labelledby="partner-kyc-title">
              <h2 id="partner-kyc-title">KYC</h2>
              <p>
                <KycBadge status={partner.kycStatus} />{' '}
                {partner.kycSubmittedAt ? <span>submitted {formatDateTime(partner.kycSubmittedAt)}</span> : null}
              </p>
              {partner.kycNote ? <p>Reason given: {partner.kycNote}</p> : null}
              <dl className="admin-dl">
                <dt>Aadhaar</dt>
                <dd>
                  {partner.aadhaarLast4 ? `XXXX XXXX ${partner.aadhaarLast4}` : 'Not given'}
                  {partner.aadhaarDocumentUrl ? (
                    <>
                      {' · '}
                      <a href={partner.aadhaarDocumentUrl} target="_blank" rel="noopener noreferrer">
                        Open the Aadhaar copy
                      </a>
                    </>
                  ) : null}
                </dd>
                <dt>PAN</dt>
                <dd>{partner.pan || 'Not given'}</dd>
                <dt>Bank</dt>
                <dd>
                  {partner.bankName || 'Not given'}
                  {partner.bankBranch ? `, ${partner.bankBranch}` : ''}
                </dd>
                <dt>Account</dt>
                <dd>{partner.accountMasked || 'Not given'}</dd>
                <dt>IFSC</dt>
                <dd>{partner.ifsc || 'Not given'}</dd>
                <dt>Crossed cheque</dt>
                <dd>
                  {partner.chequeDocumentUrl ? (
                    <a href={partner.chequeDocumentUrl} target="_blank" rel="noopener noreferrer">
                      Open the cheque
                    </a>
                  ) : (
                    'Not uploaded'
                  )}
                </dd>
              </dl>
              {canWrite ? <KycReview partner={partner} /> : null}
            </section>
            <section className="admin-card" aria-labelledby="partner-account-title">
              <h2 id="partner-account-title">Account</h2>
              <p>
                <AccountStatusBadge status={partner.status} />
                {partner.statusNote ? <span> {partner.statusNote}</span> : null}
              </p>
              <dl className="admin-dl">
                <dt>Level</dt>
                <dd>{partner.level === 1 ? 'Master' : 'General'}</dd>
                {partner.master ? (
                  <>
                    <dt>Master</dt>
                    <dd>{`${partner.master.name} (${partner.master.code})`}</dd>
                  </>
                ) : null}
                {partner.generals.length > 0 ? (
                  <>
                    <dt>General partners</dt>
                    <dd>
                      <ul>
                        {partner.generals.map((g) => (
                          <li key={g.code}>
                            {g.id ? <Link to={paths.admin.partner.href(g.id)}>{`${g.name} (${g.code})`}</Link> : g.code}
                          </li>
                        ))}
                      </ul>
                      {partner.generalCount > partner.generals.length ? (
                        <Link
                          to={`${paths.admin.partners.href()}?master=${encodeURIComponent(partner.id)}`}
                        >{`All ${partner.generalCount} General partners`}</Link>
                      ) : null}
                    </dd>
                  </>
                ) : null}
                <dt>Contact</dt>
                <dd>{`${partner.email} · ${partner.phone}`}</dd>
                <dt>City</dt>
                <dd>{`${partner.city} ${partner.pincode}`}</dd>
                <dt>Joined</dt>
                <dd>{formatDate(partner.createdAt)}</dd>
              </dl>
              {canWrite ? <PartnerStatusForm partner={partner} /> : null}
            </section>
          </div>
          <section className="admin-card" aria-labelledby="partner-table-title">
            <h2 id="partner-table-title">Incentive table</h2>
            <p>
              {partner.table
                ? `Master ${formatPercent(partner.table.masterPercent)}, General ${formatPercent(partner.table.generalPercent)}, client discount ${formatPercent(partner.table.clientDiscount)}.`
                : 'The program defaults apply.'}
            </p>
            {partner.tableHistory.totalCount === 0 ? (
              <p>No changes yet.</p>
            ) : (
              <AdminTable
                caption="Changes of the incentive table"
                rows={partner.tableHistory.nodes}
                rowKey={(row) => `${row.at}-${row.masterPercent}-${row.generalPercent}`}
                columns={[
                  { header: 'Changed', primary: true, cell: (row) => formatDateTime(row.at) },
                  {
                    header: 'By',
                    cell: (row) =>
                      row.byPartner
                        ? partner.level === 2
                          ? 'The partner (its Master sees this)'
                          : 'The partner'
                        : 'The Master or the shop',
                  },
                  { header: 'Master %', cell: (row) => formatPercent(row.masterPercent) },
                  { header: 'General %', cell: (row) => formatPercent(row.generalPercent) },
                  { header: 'Client discount', cell: (row) => formatPercent(row.clientDiscount) },
                ]}
              />
            )}
            {partner.tableHistory.totalCount > 0 ? (
              <ListPager list={partner.tableHistory} first={params.first} update={update} />
            ) : null}
          </section>
        </>
      ) : null}
    </AdminPage>
  );
}
