// /admin/orders/:id (orders.read): one order — what was bought, the addresses, the amounts and their
// GST split, payments and refunds, the partners it is attributed to, the timeline and the audit
// entries — with the moves this operator may make now (each in a dialog) and the invoice download.
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import type { AdminOrderAddressFieldsFragment, OrderLifecycleStatus } from '@/generated/graphql.ts';
import { useAdminOrderPageQuery } from '@/generated/operations/admin-order-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable } from '@/features/admin/components/admin-table.tsx';
import { FileLinkButton } from '@/features/admin/insights/file-link-button.tsx';
import { formatDate, formatDateTime } from '@/features/admin/lib/format.ts';
import { OrderStatusBadge } from '@/features/admin/orders/order-status-badge.tsx';
import { TransitionDialog } from '@/features/admin/orders/transition-dialog.tsx';
import { TRANSITION_ACTIONS, type TransitionReport } from '@/features/admin/orders/transitions.ts';
import '@/features/admin/orders/orders.css';

function Address({ address }: { address: AdminOrderAddressFieldsFragment }) {
  return (
    <address className="admin-order-address">
      {[
        address.name,
        address.address,
        `${address.city}, ${address.state} ${address.pincode}`,
        address.country,
        address.phone,
        address.email,
      ]
        .filter(Boolean)
        .join('\n')}
    </address>
  );
}

/** Audited fields as "field: value" lines. */
function fields(json: string | null | undefined): string {
  if (!json) return '—';
  try {
    const value = JSON.parse(json) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .map(([key, v]) => `${key}: ${v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('\n');
    return JSON.stringify(value);
  } catch {
    return json;
  }
}

export function AdminOrderScreen({ id }: { id: string }) {
  const { data, loading, error, refetch } = useAdminOrderPageQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [moving, setMoving] = useState<OrderLifecycleStatus | null>(null);
  const [report, setReport] = useState<string | null>(null);
  const order = data?.admin.order;
  const moves = (order?.allowedTransitions ?? []).filter((to) => TRANSITION_ACTIONS[to]);
  const done = (next: TransitionReport) => {
    setMoving(null);
    setReport([next.summary, ...next.problems].join(' '));
    void refetch();
  };

  return (
    <AdminPage
      title={order ? `Order ${order.orderNumber}` : 'Order'}
      description={<Link to={paths.admin.orders.href()}>Back to orders</Link>}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={data && !order ? <p>No order {id}. Check the number, or find it in the order list.</p> : null}
      actions={
        order?.invoiceUrl ? (
          <FileLinkButton
            label="Download invoice"
            fetchLink={async () => (await refetch()).data?.admin.order?.invoiceUrl}
          />
        ) : null
      }
    >
      {order ? (
        <>
          <section className="admin-card" aria-labelledby="order-status-heading">
            <h2 id="order-status-heading">
              Status: <OrderStatusBadge status={order.status} label={order.statusLabel} />
            </h2>
            <dl className="admin-dl">
              <dt>Placed</dt>
              <dd>{formatDateTime(order.placedAt)}</dd>
              <dt>Payment</dt>
              <dd>
                {order.paymentMode === 'PREPAID' ? 'Prepaid' : 'Cash on delivery'}
                {order.paymentStatus ? ` (${order.paymentStatus})` : ''}
              </dd>
              <dt>Customer</dt>
              <dd>
                {order.customerName}
                {order.email ? ` · ${order.email}` : ''} · {order.phone}
              </dd>
              {order.invoiceUrl ? null : (
                <>
                  <dt>Invoice</dt>
                  <dd>None yet: it is made once the order is placed (cash on delivery) or paid.</dd>
                </>
              )}
            </dl>
            {moves.length > 0 ? (
              <div className="admin-form-actions admin-order-moves" role="group" aria-label="Move this order">
                {moves.map((to) => {
                  const action = TRANSITION_ACTIONS[to]!;
                  return (
                    <button
                      key={to}
                      type="button"
                      className={action.grave ? 'button button-secondary' : 'button button-primary'}
                      onClick={() => {
                        setReport(null);
                        setMoving(to);
                      }}
                    >
                      {action.label}
                    </button>
                  );
                })}
              </div>
            ) : (
              <p>There is nothing you can do with this order now.</p>
            )}
            <div aria-live="polite">{report ? <p role="status">{report}</p> : null}</div>
          </section>

          <section className="admin-order-items" aria-labelledby="order-items-heading">
            <h2 id="order-items-heading">Items</h2>
            <AdminTable
              caption="Items"
              rows={order.items}
              rowKey={(item) => `${item.productId}-${item.color}-${item.size}-${item.offerProduct}`}
              columns={[
                {
                  header: 'Product',
                  primary: true,
                  cell: (item) => `${item.name}${item.offerProduct ? ' (offer)' : ''}`,
                },
                { header: 'Model', cell: (item) => item.model },
                { header: 'Colour / size', cell: (item) => [item.color, item.size].filter(Boolean).join(', ') || '—' },
                { header: 'HSN', cell: (item) => item.hsnCode || '—' },
                { header: 'Units', numeric: true, cell: (item) => item.units },
                { header: 'Unit price', numeric: true, cell: (item) => item.unitPrice.formatted },
                {
                  header: 'Discount',
                  numeric: true,
                  cell: (item) =>
                    item.lineDiscount.amount > 0
                      ? `${item.lineDiscount.formatted}${item.couponCode ? ` (${item.couponCode})` : ''}`
                      : '—',
                },
              ]}
            />
          </section>

          <div className="admin-order-sections">
            <section className="admin-card" aria-labelledby="order-amounts-heading">
              <h2 id="order-amounts-heading">Amounts and GST</h2>
              <dl className="admin-dl">
                <dt>Subtotal</dt>
                <dd>{order.subtotal.formatted}</dd>
                {order.couponDiscount.amount > 0 ? (
                  <>
                    <dt>Coupons{order.coupons.length ? ` (${order.coupons.join(', ')})` : ''}</dt>
                    <dd>−{order.couponDiscount.formatted}</dd>
                  </>
                ) : null}
                {order.prepaidDiscount.amount > 0 ? (
                  <>
                    <dt>Prepaid discount</dt>
                    <dd>−{order.prepaidDiscount.formatted}</dd>
                  </>
                ) : null}
                {order.shippingCharge.amount > 0 ? (
                  <>
                    <dt>Shipping</dt>
                    <dd>{order.shippingCharge.formatted}</dd>
                  </>
                ) : null}
                <dt>Total</dt>
                <dd>
                  <strong>{order.total.formatted}</strong>
                </dd>
                <dt>Taxable value</dt>
                <dd>{order.gst.taxableValue.formatted}</dd>
                {order.gst.igst.amount > 0 ? (
                  <>
                    <dt>IGST{order.gst.ratePercent !== null ? ` ${order.gst.ratePercent}%` : ''}</dt>
                    <dd>{order.gst.igst.formatted}</dd>
                  </>
                ) : (
                  <>
                    <dt>CGST{order.gst.ratePercent !== null ? ` ${order.gst.ratePercent / 2}%` : ''}</dt>
                    <dd>{order.gst.cgst.formatted}</dd>
                    <dt>SGST{order.gst.ratePercent !== null ? ` ${order.gst.ratePercent / 2}%` : ''}</dt>
                    <dd>{order.gst.sgst.formatted}</dd>
                  </>
                )}
                {order.gstin ? (
                  <>
                    <dt>Customer GSTIN</dt>
                    <dd>{order.gstin}</dd>
                  </>
                ) : null}
              </dl>
            </section>

            <section className="admin-card" aria-labelledby="order-shipping-heading">
              <h2 id="order-shipping-heading">Shipping</h2>
              <Address address={order.shippingAddress} />
              {order.shipment.awbNumber ? (
                <dl className="admin-dl">
                  <dt>Courier</dt>
                  <dd>{order.shipment.courierName}</dd>
                  <dt>AWB number</dt>
                  <dd>{order.shipment.awbNumber}</dd>
                  {order.shipment.trackingUrl ? (
                    <>
                      <dt>Tracking</dt>
                      <dd>
                        <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                          Track the parcel
                        </a>
                      </dd>
                    </>
                  ) : null}
                  {order.shipment.expectedDeliveryDate ? (
                    <>
                      <dt>Expected by</dt>
                      <dd>{formatDate(order.shipment.expectedDeliveryDate)}</dd>
                    </>
                  ) : null}
                </dl>
              ) : (
                <p>Not shipped yet.</p>
              )}
              {order.returnRequest ? (
                <p>
                  <strong>{order.returnRequest.kind === 'replacement' ? 'Replacement' : 'Return'} asked:</strong>{' '}
                  {order.returnRequest.reason ?? ''}
                </p>
              ) : null}
            </section>

            <section className="admin-card" aria-labelledby="order-billing-heading">
              <h2 id="order-billing-heading">Billing</h2>
              <Address address={order.billingAddress} />
            </section>

            <section className="admin-card" aria-labelledby="order-payments-heading">
              <h2 id="order-payments-heading">Payments and refunds</h2>
              {order.payments.length === 0 && order.refunds.length === 0 ? (
                <p>
                  {order.paymentMode === 'PREPAID'
                    ? 'No payment recorded.'
                    : ['DELIVERED', 'RETURN_REQUESTED', 'RETURN_RECEIVED', 'REFUNDED', 'REPLACED'].includes(
                          order.status,
                        )
                      ? 'Paid in cash on delivery.'
                      : order.status === 'CANCELLED'
                        ? 'Cash on delivery: nothing was collected.'
                        : 'Cash on delivery: to be collected by the courier.'}
                </p>
              ) : (
                <ul className="admin-order-timeline">
                  {order.payments.map((p, i) => (
                    <li key={`p${i}`}>
                      {formatDateTime(p.at)}:{' '}
                      {p.kind === 'request' ? 'sent to the gateway' : `gateway said ${p.gatewayStatus}`} (
                      {p.amount.formatted}, {p.outcome}){p.trackingId ? ` · ${p.trackingId}` : ''}
                    </li>
                  ))}
                  {order.refunds.map((r, i) => (
                    <li key={`r${i}`}>
                      Refund {r.amount.formatted} ({r.reason}):{' '}
                      {r.resolvedAt ? `issued ${formatDateTime(r.resolvedAt)}` : `due since ${formatDate(r.createdAt)}`}
                    </li>
                  ))}
                </ul>
              )}
              {order.partners.length > 0 ? (
                <>
                  <h3>Channel partners</h3>
                  <ul>
                    {order.partners.map((p) => (
                      <li key={p.code}>
                        {p.name} ({p.code}), {p.role === 'master' ? 'Master above the referrer' : 'referrer'}, coupon{' '}
                        {p.couponCode}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>

            <section className="admin-card" aria-labelledby="order-timeline-heading">
              <h2 id="order-timeline-heading">Timeline</h2>
              <ol className="admin-order-timeline">
                {order.timeline.map((event, i) => (
                  <li key={`${event.status}-${i}`}>
                    <strong>{event.statusLabel}</strong> · {formatDateTime(event.at)} ·{' '}
                    {event.operatorName ?? (event.actor === 'shopper' ? 'the customer' : 'the shop')}
                    {event.note ? <div>{event.note}</div> : null}
                  </li>
                ))}
              </ol>
            </section>

            <section className="admin-card admin-order-audit" aria-labelledby="order-audit-heading">
              <h2 id="order-audit-heading">Audit entries</h2>
              {order.auditEntries.length === 0 ? (
                <p>No operator has changed this order.</p>
              ) : (
                <ol className="admin-order-timeline">
                  {order.auditEntries.map((entry) => (
                    <li key={entry.id}>
                      <strong>{entry.action}</strong> by {entry.operatorName} · {formatDateTime(entry.at)}
                      <pre aria-label="Before">{fields(entry.before)}</pre>
                      <pre aria-label="After">{fields(entry.after)}</pre>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>

          <TransitionDialog to={moving} orderIds={[order.orderNumber]} onClose={() => setMoving(null)} onDone={done} />
        </>
      ) : null}
    </AdminPage>
  );
}
