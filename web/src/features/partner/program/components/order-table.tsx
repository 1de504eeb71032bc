import { formatPercent } from '@shop/commerce/percent';
import { INCENTIVE_STATUS_LABELS, type IncentiveStatus } from '@shop/commerce/partner/payouts';
import type { PartnerOrderTable_CustomerFragment, PartnerOrderTable_OrderFragment } from '@/generated/graphql.ts';
import './program.css';

type Order = PartnerOrderTable_OrderFragment & Partial<PartnerOrderTable_CustomerFragment>;

type OrderTableProps = {
  orders: readonly Order[];
  /** 'transactions': CP code and the customer columns; 'incentives': CP code and CP name, no customer. */
  variant: 'transactions' | 'incentives';
  caption: string;
  emptyMessage: string;
};

function StatusBadge({ status }: { status: Order['status'] }) {
  const key = status.toLowerCase() as IncentiveStatus;
  return (
    <span className={`program-status program-status-${key}`} title={STATUS_HINTS[key]}>
      {INCENTIVE_STATUS_LABELS[key]}
    </span>
  );
}

/** The products of one order: name, model and units, one line each. */
function OrderProducts({ order }: { order: Order }) {
  return (
    <ul className="program-products" aria-label={`Products of order ${order.orderId}`}>
      {order.products.map((product, i) => (
        <li key={`${product.model}-${i}`}>
          {product.name} <span className="program-muted">{product.model}</span> × {product.units}
        </li>
      ))}
    </ul>
  );
}

/** What each state means to the partner (the cell's title). */
const STATUS_HINTS: Readonly<Record<IncentiveStatus, string>> = {
  pending: 'The order can still be cancelled or returned.',
  approved: 'Delivered and past its return window: paid with the next monthly payout.',
  reversed: 'The order was cancelled or refunded: no incentive.',
  paid: 'Paid to your bank account.',
};

/**
 * Orders of referred customers with the viewer's incentive percent and amount (newest first, as the
 * server sends them); under the amount, the order value it was computed on (net of coupons and
 * GST); then where the incentive is in its life and how the order came (coupon or referral link).
 */
export function OrderTable({ orders, variant, caption, emptyMessage }: OrderTableProps) {
  if (orders.length === 0) return <p className="program-empty">{emptyMessage}</p>;
  const withCustomer = variant === 'transactions';
  return (
    <div className="program-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="program-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order No</th>
            <th scope="col">CP Code</th>
            {withCustomer ? (
              <>
                <th scope="col">Customer Name</th>
                <th scope="col">Billing Address</th>
              </>
            ) : (
              <th scope="col">CP Name</th>
            )}
            <th scope="col">Products</th>
            <th scope="col" className="numeric">
              Incentive %
            </th>
            <th scope="col" className="numeric">
              Incentive Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={`${order.orderId}-${order.role}`}>
              <th scope="row">
                {order.orderId} <span className="program-muted program-line">{order.date}</span>
              </th>
              <td>{order.code}</td>
              {withCustomer ? (
                <>
                  <td>{order.customerName}</td>
                  <td>
                    {order.billingAddress}{' '}
                    <span className="program-line">{`${order.billingCity} ${order.billingPincode}`}</span>
                  </td>
                </>
              ) : (
                <td>{order.partnerName}</td>
              )}
              <td>
                <OrderProducts order={order} />
              </td>
              <td className="numeric" data-testid="incentive-percent">
                {formatPercent(order.incentivePercent)}
              </td>
              <td className="numeric">
                <span data-testid="incentive-amount">{order.incentiveAmount.formatted}</span>{' '}
                <span
                  className="program-muted program-line"
                  data-testid="incentive-base"
                >{`of ${order.baseAmount.formatted}`}</span>
              </td>
              <td>
                <StatusBadge status={order.status} />{' '}
                <span className="program-muted program-line">
                  {order.attributedBy === 'LINK' ? 'Referral link' : 'Coupon'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
