import { useId } from 'react';
import { Link } from 'react-router';
import { ORDER_PAGE_SIZES, type OrderPageSize } from '@shop/commerce/checkout/order-paging';
import { CHECKOUT_MESSAGES } from '@shop/commerce/checkout/messages';
import { orderStatusText } from '@shop/commerce/checkout/orders';
import { formatShopDate } from '@shop/commerce/dates';
import { paths } from '@shop/commerce/paths';
import { Pager } from '@/components/ui/pager.tsx';
import type { OrderHistory_ViewerFragment } from '@/generated/graphql.ts';
import { NO_ORDERS_MESSAGE } from '@/features/checkout/checkout-constants.ts';
import './checkout.css';
import './order-lifecycle.css';
import './order-history.css';

type OrderHistoryProps = {
  viewer: OrderHistory_ViewerFragment;
  /** Orders per page (the URL's size). */
  pageSize: OrderPageSize;
  /** The link of a page of the history at this size. */
  hrefOf: (page: number) => string;
  /** Another page size was chosen (the screen goes back to page 1). */
  onPageSizeChange: (size: OrderPageSize) => void;
  /** A new page is on its way while this one stays shown. */
  busy?: boolean;
};

/** Track My Order: one page of the order table (invoice links), its pager, and the pre-bookings below. */
export function OrderHistory({ viewer, pageSize, hrefOf, onPageSizeChange, busy = false }: OrderHistoryProps) {
  const sizeId = useId();
  const { nodes: orders, totalCount, page, pageCount } = viewer.orderPage;
  return (
    <>
      {totalCount === 0 ? (
        <div className="empty-state">
          <p>{NO_ORDERS_MESSAGE}</p>
          <Link className="button button-primary" to={paths.home.href()}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="order-history" aria-busy={busy}>
          <div className="order-history-size">
            <label htmlFor={sizeId}>Orders per page</label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value) as OrderPageSize)}
            >
              {ORDER_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <div className="table-scroll">
            <table className="order-table stack-table">
              <caption className="visually-hidden">Your orders</caption>
              <thead>
                <tr>
                  <th scope="col">Order #</th>
                  <th scope="col">Date purchased</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">More</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.orderId}>
                    <th scope="row" data-label="Order #">
                      <Link to={paths.orderConfirmation.href(order.orderId)}>{order.orderId}</Link>
                    </th>
                    <td data-label="Date purchased">
                      <time dateTime={order.date}>{formatShopDate(order.date)}</time>
                    </td>
                    <td data-label="Status">
                      <span className="order-status-cell">
                        {orderStatusText(order.status)}
                        {order.statusLabel !== orderStatusText(order.status) ? (
                          <Link
                            className="order-status-link"
                            to={paths.orderTracking.href(order.orderId)}
                            aria-label={`${order.statusLabel}: track order ${order.orderId}`}
                          >
                            {order.statusLabel}
                          </Link>
                        ) : null}
                      </span>
                    </td>
                    <td data-label="Total">{order.total.formatted}</td>
                    <td data-label="More">
                      {order.invoiceUrl ? (
                        <a href={order.invoiceUrl} download aria-label={`${order.invoiceLabel} ${order.orderId}`}>
                          {order.invoiceLabel}
                        </a>
                      ) : (
                        CHECKOUT_MESSAGES.noInvoice
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageCount={pageCount}
            totalCount={totalCount}
            pageSize={pageSize}
            hrefOf={hrefOf}
            label="your orders"
            noun="orders"
          />
        </div>
      )}
      <section className="prebookings" aria-labelledby="prebookings-heading">
        <h2 id="prebookings-heading">Pre-booking details</h2>
        {viewer.preBookings.length === 0 ? (
          <p className="empty-state">No pre-bookings.</p>
        ) : (
          <div className="table-scroll">
            <table className="order-table stack-table">
              <caption className="visually-hidden">Your pre-bookings</caption>
              <thead>
                <tr>
                  <th scope="col">Booking #</th>
                  <th scope="col">Product</th>
                  <th scope="col">Booked on</th>
                  <th scope="col">Amount paid</th>
                  <th scope="col">Status</th>
                  <th scope="col">Expected dispatch</th>
                </tr>
              </thead>
              <tbody>
                {viewer.preBookings.map((booking) => (
                  <tr key={booking.id}>
                    <th scope="row" data-label="Booking #">
                      {booking.bookingNumber}
                    </th>
                    <td data-label="Product">
                      <span className="stack-value">{`${booking.productName} (${booking.model}, ${booking.colorName})`}</span>
                    </td>
                    <td data-label="Booked on">{booking.bookedOn}</td>
                    <td data-label="Amount paid">{booking.amountPaid.formatted}</td>
                    <td data-label="Status">{booking.status}</td>
                    <td data-label="Expected dispatch">{booking.expectedDispatch}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
