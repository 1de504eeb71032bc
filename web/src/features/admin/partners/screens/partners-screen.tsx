// /admin/partners (partners.read): channel partners, newest first, searched by code, email, phone
// or name and filtered by account status, KYC state and Master (a Master's General partners, from
// the partner page); filters and page in the URL.
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { TextField } from '@/components/ui/text-field.tsx';
import type { KycStatus, PartnerAccountStatus } from '@/generated/graphql.ts';
import { useAdminPartnersPageQuery } from '@/generated/operations/admin-partners-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams, useSearchBox } from '@/features/admin/lib/use-list-params.ts';
import { AccountStatusBadge, KycBadge } from '@/features/admin/partners/partner-badges.tsx';

const STATUSES: ReadonlyArray<{ value: PartnerAccountStatus; label: string }> = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUSPENDED', label: 'Suspended' },
];
const KYC: ReadonlyArray<{ value: KycStatus; label: string }> = [
  { value: 'SUBMITTED', label: 'Awaiting review' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'INCOMPLETE', label: 'Incomplete' },
];

export function AdminPartnersScreen() {
  const [params, update] = useListParams();
  const status = STATUSES.find((s) => s.value === params.filters.status)?.value ?? null;
  const kyc = KYC.find((k) => k.value === params.filters.kyc)?.value ?? null;
  const master = /^\d{1,10}$/.test(params.filters.master ?? '') ? params.filters.master! : null;
  const { data, loading, error, refetch } = useAdminPartnersPageQuery({
    variables: { page: params.page, first: params.first, search: params.q || null, status, kyc, master },
    fetchPolicy: 'cache-and-network',
  });
  const { search, setSearch, apply } = useSearchBox(params.q, update);
  const list = data?.admin.partners;
  return (
    <AdminPage
      title="Partners"
      description="Channel partners, their account status and KYC review."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Find partners">
        <div className="field">
          <label htmlFor="partner-status">Status</label>
          <select id="partner-status" value={status ?? ''} onChange={(e) => update({ status: e.target.value || null })}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="partner-kyc">KYC</label>
          <select id="partner-kyc" value={kyc ?? ''} onChange={(e) => update({ kyc: e.target.value || null })}>
            <option value="">Any KYC state</option>
            {KYC.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="CP code, email, phone or name"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {master ? (
        <p>
          {list?.nodes[0]?.masterCode
            ? `General partners of ${list.nodes[0].masterCode}. `
            : 'General partners of one Master. '}
          <button type="button" className="button button-secondary" onClick={() => update({ master: null })}>
            Show all partners
          </button>
        </p>
      ) : null}
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">No partners match.</div>
      ) : (
        <AdminTable
          caption="Partners"
          rows={list?.nodes ?? []}
          rowKey={(row) => row.id}
          columns={[
            {
              header: 'Partner',
              primary: true,
              cell: (row) => <Link to={paths.admin.partner.href(row.id)}>{`${row.name} (${row.code})`}</Link>,
            },
            { header: 'Level', cell: (row) => (row.level === 1 ? 'Master' : `General under ${row.masterCode ?? '—'}`) },
            { header: 'Status', cell: (row) => <AccountStatusBadge status={row.status} /> },
            { header: 'KYC', cell: (row) => <KycBadge status={row.kycStatus} /> },
            { header: 'Contact', cell: (row) => `${row.email} · ${row.phone}` },
            { header: 'Joined', cell: (row) => formatDate(row.createdAt) },
          ]}
        />
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
    </AdminPage>
  );
}
