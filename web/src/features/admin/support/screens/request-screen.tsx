// /admin/requests/:id (support.read): one service request — the problem, the product, the
// customer's contact and order, the ticked checklist, the attachment (a short-lived link), the
// replies — with the status moves and the reply form for support.write.
import { Link } from 'react-router';
import { ORDER_STATE_LABELS, isOrderState } from '@shop/commerce/checkout/order-lifecycle';
import { paths } from '@shop/commerce/paths';
import { useAdminRequestPageQuery } from '@/generated/operations/admin-request-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { formatDate, formatDateTime } from '@/features/admin/lib/format.ts';
import { RequestReplyForm, RequestStatusActions } from '@/features/admin/support/request-actions.tsx';
import { RequestStatusBadge } from '@/features/admin/support/request-status-badge.tsx';

export function AdminRequestScreen({ id }: { id: string }) {
  const { data, loading, error, refetch } = useAdminRequestPageQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.admin.serviceRequest;
  const canWrite = data?.admin.permissions.includes('support.write') ?? false;
  const canReadOrders = data?.admin.permissions.includes('orders.read') ?? false;
  return (
    <AdminPage
      title={request ? `Request ${request.ticketNumber}` : 'Service request'}
      description={<Link to={paths.admin.requests.href()}>All service requests</Link>}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={data && !request ? 'There is no such service request.' : null}
    >
      {request ? (
        <div className="admin-grid">
          <section className="admin-card" aria-labelledby="request-status-title">
            <h2 id="request-status-title">Status</h2>
            <p>
              <RequestStatusBadge status={request.status} label={request.statusLabel} />{' '}
              <span>since {formatDateTime(request.updatedAt)}</span>
            </p>
            {canWrite ? <RequestStatusActions id={request.id} nextStatuses={request.nextStatuses} /> : null}
          </section>
          <section className="admin-card" aria-labelledby="request-problem-title">
            <h2 id="request-problem-title">Problem</h2>
            <dl className="admin-dl">
              <dt>Type</dt>
              <dd>{request.complaintType}</dd>
              <dt>Subject</dt>
              <dd>{request.subject}</dd>
              <dt>Description</dt>
              <dd className="admin-pre-line">{request.description}</dd>
              <dt>Product</dt>
              <dd>
                {request.product.name} ({request.product.model}), {request.product.colorName}
              </dd>
              {request.checklist.length > 0 ? (
                <>
                  <dt>Checklist</dt>
                  <dd>
                    <ul>
                      {request.checklist.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
              <dt>Attachment</dt>
              <dd>
                {request.attachmentUrl ? (
                  <a href={request.attachmentUrl} target="_blank" rel="noopener noreferrer">
                    Open the attachment
                  </a>
                ) : (
                  'None'
                )}
              </dd>
              <dt>Raised</dt>
              <dd>{formatDateTime(request.createdAt)}</dd>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="request-customer-title">
            <h2 id="request-customer-title">Customer</h2>
            <dl className="admin-dl">
              <dt>Name</dt>
              <dd>{request.contact.name}</dd>
              <dt>Email</dt>
              <dd>{request.contact.email}</dd>
              <dt>Phone</dt>
              <dd>{request.contact.phone}</dd>
              <dt>Address</dt>
              <dd>
                {request.contact.address}, {request.contact.city}, {request.contact.state} {request.contact.pincode},{' '}
                {request.contact.country}
              </dd>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="request-order-title">
            <h2 id="request-order-title">Order</h2>
            <dl className="admin-dl">
              <dt>Order</dt>
              <dd>
                {request.order && canReadOrders ? (
                  <Link to={paths.admin.order.href(request.order.orderNumber)}>{request.orderNumber}</Link>
                ) : (
                  request.orderNumber
                )}
              </dd>
              <dt>Invoice</dt>
              <dd>{request.invoiceNumber}</dd>
              <dt>Bought on</dt>
              <dd>{formatDate(request.purchasedDate)}</dd>
              {request.order ? (
                <>
                  <dt>Order status</dt>
                  <dd>
                    {isOrderState(request.order.status)
                      ? ORDER_STATE_LABELS[request.order.status]
                      : request.order.status}
                  </dd>
                  <dt>Amount</dt>
                  <dd>{request.order.amount.formatted}</dd>
                </>
              ) : null}
            </dl>
            {request.order?.customerId ? (
              <p>
                <Link to={paths.admin.customer.href(String(request.order.customerId))}>The customer's account</Link>
              </p>
            ) : null}
          </section>
          <section className="admin-card admin-request-replies" aria-labelledby="request-replies-title">
            <h2 id="request-replies-title">Replies</h2>
            {request.replies.length === 0 ? (
              <p>No replies yet.</p>
            ) : (
              <ol className="admin-replies">
                {request.replies.map((reply) => (
                  <li key={reply.id}>
                    <p className="admin-pre-line">{reply.body}</p>
                    <p className="admin-page-description">
                      {reply.operatorName}, {formatDateTime(reply.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            {canWrite && request.status !== 'CLOSED' ? <RequestReplyForm id={request.id} /> : null}
          </section>
        </div>
      ) : null}
    </AdminPage>
  );
}
