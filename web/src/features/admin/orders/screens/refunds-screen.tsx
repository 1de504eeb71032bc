// /admin/refunds (operators who may refund): the payments to send back — a paid order cancelled, a
// payment that came after its order was cancelled, a second payment — oldest first, and the ones
// already sent back. "Mark refunded" asks for the reference of the money sent back (a bank UTR, the
// gateway's refund id); the shopper is then mailed that the refund is issued.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AdminRefundsPageQuery } from '@/generated/graphql.ts';
import { useAdminRefundsPageQuery } from '@/generated/operations/admin-refunds-page.ts';
import { useAdminResolveRefundMutation } from '@/generated/operations/admin-resolve-refund.ts';
import { paths } from '@shop/commerce/paths';
import { AdminDialog } from '@/features/admin/components/admin-dialog.tsx';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable, type AdminColumn } from '@/features/admin/components/admin-table.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import { formatDateTime } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';

type Refund = AdminRefundsPageQuery['admin']['refunds']['nodes'][number];

function ResolveForm({ refund, onDone }: { refund: Refund; onDone: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resolve, { loading }] = useAdminResolveRefundMutation({ refetchQueries: ['AdminRefundsPage'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await resolve({ variables: { input: { id: refund.id, reference } } });
      const answer = data?.adminResolveRefund;
      if (answer?.ok) onDone();
      else setError(answer?.userErrors[0]?.message ?? 'This refund could not be marked refunded.');
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>
        {refund.amount.formatted} to {refund.customerName} for order {refund.orderNumber}.
      </p>
      <TextField
        label="Refund reference"
        hint="The bank's UTR or the payment gateway's refund id."
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={error}
      />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Mark refunded
        </button>
      </div>
    </form>
  );
}

export function AdminRefundsScreen() {
  const [params, update] = useListParams();
  const status = params.filters.status === 'resolved' ? 'RESOLVED' : 'DUE';
  const { data, loading, error, refetch } = useAdminRefundsPageQuery({
    variables: { status, page: params.page, first: params.first },
    fetchPolicy: 'cache-and-network',
  });
  const [resolving, setResolving] = useState<Refund | null>(null);
  const list = data?.admin.refunds;
  const columns: Array<AdminColumn<Refund>> = [
    {
      header: 'Order',
      cell: (r) => <Link to={paths.admin.order.href(r.orderNumber)}>{r.orderNumber}</Link>,
      primary: true,
    },
    { header: 'Customer', cell: (r) => [r.customerName, r.customerEmail].filter(Boolean).join(' · ') },
    { header: 'Amount', cell: (r) => r.amount.formatted, numeric: true },
    { header: 'Why', cell: (r) => r.reasonLabel },
    { header: 'Payment', cell: (r) => [r.reference, r.trackingId].filter(Boolean).join(' · ') },
    { header: 'Since', cell: (r) => formatDateTime(r.createdAt) },
    status === 'DUE'
      ? {
          header: 'Action',
          cell: (r) => (
            <button type="button" className="button button-primary" onClick={() => setResolving(r)}>
              Mark refunded<span className="visually-hidden"> {r.orderNumber}</span>
            </button>
          ),
        }
      : {
          header: 'Refunded',
          cell: (r) => `${formatDateTime(r.resolvedAt)} by ${r.resolvedBy ?? 'the return'} · ${r.resolutionNote ?? ''}`,
        },
  ];
  return (
    <AdminPage
      title="Refunds"
      description="Payments to send back to shoppers, and the ones sent back."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <div className="admin-tabs" role="group" aria-label="Which refunds">
        <button
          type="button"
          className={`button ${status === 'DUE' ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={status === 'DUE'}
          onClick={() => update({ status: null })}
        >
          Due
        </button>
        <button
          type="button"
          className={`button ${status === 'RESOLVED' ? 'button-primary' : 'button-secondary'}`}
          aria-pressed={status === 'RESOLVED'}
          onClick={() => update({ status: 'resolved' })}
        >
          Refunded
        </button>
      </div>
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">{status === 'DUE' ? 'No refunds are due.' : 'No refunds yet.'}</div>
      ) : (
        <AdminTable caption="Refunds" columns={columns} rows={list?.nodes ?? []} rowKey={(r) => r.id} />
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
      <AdminDialog title="Mark refunded" open={resolving !== null} onClose={() => setResolving(null)}>
        {resolving ? <ResolveForm key={resolving.id} refund={resolving} onDone={() => setResolving(null)} /> : null}
      </AdminDialog>
    </AdminPage>
  );
}
