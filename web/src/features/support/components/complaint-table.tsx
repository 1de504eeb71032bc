import { formatShopDate } from '@shop/commerce/dates';
import type { SearchComplaintsQuery } from '@/generated/graphql.ts';

/** A service request as the track search (and the viewer's list, with the same fields) loads it. */
type Row = SearchComplaintsQuery['searchComplaints'][number];

/** The day a request was raised, dd-MM-yyyy in India. */
const raisedOn = (iso: string): string => formatShopDate(iso);

/** Service requests found, newest first, with the support team's replies; a list of cards on a phone. */
export function ComplaintTable({ rows, label = 'Service requests' }: { rows: readonly Row[]; label?: string }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="complaint-table stack-table">
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
            <th scope="col">Model</th>
            <th scope="col">Complaint</th>
            <th scope="col">Details</th>
            <th scope="col">Order Id</th>
            <th scope="col">Invoice No.</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.ticketNumber ?? `${row.orderId}-${row.createdAt}-${i}`}>
              <th scope="row" data-label="Ticket">
                {row.ticketNumber ?? '–'}
              </th>
              <td data-label="Date">{raisedOn(row.createdAt)}</td>
              <td data-label="Name">
                <span className="stack-value">
                  {row.contactName}
                  <span className="complaint-contact">{row.email}</span>
                  <span className="complaint-contact">{row.phone}</span>
                </span>
              </td>
              <td data-label="Model">{row.model}</td>
              <td data-label="Complaint">
                <span className="stack-value">{row.complaintType}</span>
              </td>
              <td data-label="Details">
                <span className="stack-value">{row.attributes}</span>
              </td>
              <td data-label="Order Id">{row.orderId}</td>
              <td data-label="Invoice No.">{row.invoiceNumber}</td>
              <td data-label="Status">
                <span className="stack-value">
                  <span className="status-badge" data-status={row.status.toLowerCase().replace(/\s+/g, '-')}>
                    {row.status}
                  </span>
                  {row.replies.length > 0 ? (
                    <details className="complaint-replies">
                      <summary>
                        {row.replies.length === 1 ? '1 reply' : `${row.replies.length} replies`} from our team
                      </summary>
                      <ol>
                        {row.replies.map((reply, r) => (
                          <li key={r}>
                            <p>{reply.message}</p>
                            <p className="complaint-contact">{raisedOn(reply.createdAt)}</p>
                          </li>
                        ))}
                      </ol>
                    </details>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
