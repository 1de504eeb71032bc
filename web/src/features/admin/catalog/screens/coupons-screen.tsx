// /admin/coupons (catalog.read; changes need catalog.write): every coupon with its use and the
// newest orders that used it, searched and filtered by source and state in the URL; a dialog
// creates a shop coupon, and a button ends one now.
import { useState } from 'react';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AdminCouponRow_CouponFragment, AdminCouponSource, AdminCouponState } from '@/generated/graphql.ts';
import { useAdminCouponsPageQuery } from '@/generated/operations/admin-coupons-page.ts';
import { AdminDialog } from '@/features/admin/components/admin-dialog.tsx';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { CouponCreateForm, CouponExpireButton } from '@/features/admin/catalog/coupon-forms.tsx';
import { formatDate, formatDateTime } from '@/features/admin/lib/format.ts';
import { useListParams, useSearchBox } from '@/features/admin/lib/use-list-params.ts';

const STATES: ReadonlyArray<{ value: AdminCouponState; label: string; tone: string }> = [
  { value: 'ACTIVE', label: 'Active', tone: 'good' },
  { value: 'UPCOMING', label: 'Upcoming', tone: '' },
  { value: 'USED_UP', label: 'Used up', tone: 'warn' },
  { value: 'ENDED', label: 'Ended', tone: 'bad' },
];
const SOURCES: ReadonlyArray<{ value: AdminCouponSource; label: string }> = [
  { value: 'SHOP', label: 'Shop coupons' },
  { value: 'POPUP', label: 'Welcome codes' },
  { value: 'PARTNER', label: 'Partner coupons' },
];

const stateOf = (value: string | undefined) => STATES.find((s) => s.value === value);
const sourceOf = (value: string | undefined) => SOURCES.find((s) => s.value === value);

function scopeOf(c: AdminCouponRow_CouponFragment): string {
  if (c.productName) return c.productName;
  if (c.categoryName) return `Every ${c.categoryName.toLowerCase()} product`;
  return 'Every product';
}

function UsedBy({ coupon }: { coupon: AdminCouponRow_CouponFragment }) {
  if (coupon.recentOrders.length === 0) return <>No orders yet</>;
  return (
    <ul className="admin-coupon-orders">
      {coupon.recentOrders.map((o) => (
        <li key={o.orderNumber}>
          {o.orderNumber} · {o.customerName}
          {o.customerEmail ? ` (${o.customerEmail})` : ''} · {o.amount.formatted} · {formatDateTime(o.placedAt)}
        </li>
      ))}
    </ul>
  );
}

export function AdminCouponsScreen() {
  const [params, update] = useListParams();
  const state = stateOf(params.filters.state);
  const source = sourceOf(params.filters.source);
  const filter = { search: params.q || null, state: state?.value ?? null, source: source?.value ?? null };
  const { data, loading, error, refetch } = useAdminCouponsPageQuery({
    variables: { page: params.page, first: params.first, filter },
    fetchPolicy: 'cache-and-network',
  });
  const { search, setSearch, apply } = useSearchBox(params.q, update);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const list = data?.admin.coupons;
  return (
    <AdminPage
      title="Coupons"
      description="Percent-off codes for a product, a category or every product, and how often they were used."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      actions={
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          Create coupon
        </button>
      }
    >
      <p className="admin-saved" aria-live="polite">
        {notice}
      </p>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Find coupons">
        <TextField
          label="Code or description"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
        <SelectField
          label="State"
          placeholder="Every state"
          options={STATES}
          value={state?.value ?? ''}
          onChange={(e) => update({ state: e.target.value })}
        />
        <SelectField
          label="Source"
          placeholder="Every source"
          options={SOURCES}
          value={source?.value ?? ''}
          onChange={(e) => update({ source: e.target.value })}
        />
      </form>
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">No coupons match.</div>
      ) : (
        <AdminTable<AdminCouponRow_CouponFragment>
          caption="Coupons"
          rows={list?.nodes ?? []}
          rowKey={(c) => String(c.id)}
          columns={[
            { header: 'Code', primary: true, cell: (c) => <code>{c.code}</code> },
            { header: 'Description', cell: (c) => c.description },
            { header: 'Off', numeric: true, cell: (c) => `${c.percent}%` },
            { header: 'Applies to', cell: (c) => scopeOf(c) + (c.email ? ` (only ${c.email})` : '') },
            { header: 'Runs', cell: (c) => `${formatDate(c.validFrom)} – ${formatDate(c.validTo)}` },
            {
              header: 'Used',
              numeric: true,
              cell: (c) => `${c.uses.toLocaleString('en-IN')} of ${c.maxUses.toLocaleString('en-IN')}`,
            },
            { header: 'Used by', cell: (c) => <UsedBy coupon={c} /> },
            {
              header: 'State',
              cell: (c) => {
                const s = stateOf(c.state);
                return <span className={`admin-badge ${s?.tone ?? ''}`}>{s?.label ?? c.state}</span>;
              },
            },
            {
              header: 'Actions',
              cell: (c) =>
                c.state === 'ENDED' ? null : <CouponExpireButton id={String(c.id)} code={c.code} onDone={setNotice} />,
            },
          ]}
        />
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
      <AdminDialog title="Create coupon" open={creating} onClose={() => setCreating(false)}>
        <CouponCreateForm
          categories={data?.categories ?? []}
          onCreated={(code) => {
            setCreating(false);
            setNotice(`${code} created.`);
          }}
        />
      </AdminDialog>
    </AdminPage>
  );
}
