import { useState } from 'react';
import { Link } from 'react-router';
import {
  CHECKOUT_ERRORS,
  PAYMENT_MESSAGES,
  extraPaymentMessage,
  refundDueMessage,
} from '@shop/commerce/checkout/messages';
import type {
  OrderAddress_AddressFragment,
  OrderDetails_OrderFragment,
  OrderDetails_PaymentFragment,
} from '@/generated/graphql.ts';
import { useRetryPaymentMutation } from '@/generated/operations/retry-payment.ts';
import { paths } from '@shop/commerce/paths';
import { firstUserError } from '@/lib/user-errors.ts';
import { discountText } from '@/features/checkout/lib/order-view.ts';
import { TRACKING_TEXTS, cancelledAfterPlacing } from '@/features/checkout/lib/order-tracking.ts';
import { submitPaymentForm } from '@/features/checkout/lib/payment-form.ts';
import { OrderTracking } from './order-tracking.tsx';
import { PaymentSubmit } from './payment-submit.tsx';
import './checkout.css';

function AddressBlock({ title, address }: { title: string; address: OrderAddress_AddressFragment }) {
  return (
    <section className="checkout-card" aria-label={title}>
      <h2>{title}</h2>
      <p className="address-card-name">{address.name}</p>
      <p>{address.address}</p>
      <p>{`${address.city}, ${address.state} ${address.pincode}`}</p>
      <p>{address.phone}</p>
      {address.email ? <p>{address.email}</p> : null}
    </section>
  );
}

/** Retry payment: the order is made payable again and its payment form posted to the gateway. */
function RetryPayment({ orderId }: { orderId: string }) {
  const [retryPayment] = useRetryPaymentMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const retry = async () => {
    if (working) return;
    setWorking(true);
    setMessage(null);
    try {
      const result = await retryPayment({ variables: { orderId } });
      const payload = result.data?.retryPayment;
      const refused = firstUserError(payload?.userErrors);
      if (!payload?.paymentRedirect || refused) {
        setMessage(refused?.message ?? CHECKOUT_ERRORS.orderFailed.message);
        setWorking(false);
        return;
      }
      submitPaymentForm(payload.paymentRedirect);
      // the browser leaves for the gateway; 'Please wait.......' stays until then
    } catch (failure) {
      console.warn('[checkout] retryPayment failed', failure);
      setMessage(CHECKOUT_ERRORS.orderFailed.message);
      setWorking(false);
    }
  };

  return (
    <PaymentSubmit message={message} working={working} disabled={working} onSubmit={() => void retry()}>
      {PAYMENT_MESSAGES.retryButton}
    </PaymentSubmit>
  );
}

function OrderCancelled({
  order,
  payment,
}: {
  order: OrderDetails_OrderFragment;
  payment: OrderDetails_PaymentFragment | null;
}) {
  // Cancelled after it was placed (by the shopper or the shop), not a payment that failed.
  const placed = cancelledAfterPlacing(order.timeline);
  return (
    <section className="order-result order-cancelled" aria-labelledby="order-heading">
      <h1 id="order-heading">Order Cancelled</h1>
      <p>{`Order number: ${order.orderId}`}</p>
      <p>{`Customer name: ${order.customerName}`}</p>
      {order.contactEmail ? <p>{`Contact email: ${order.contactEmail}`}</p> : null}
      {payment?.refundDue ? (
        <p className="form-message" role="status">
          {refundDueMessage(payment.refundDue.formatted)}
        </p>
      ) : placed ? (
        <p>{TRACKING_TEXTS.cancelledByShop}</p>
      ) : (
        <p>Your payment did not go through, so the order was cancelled.</p>
      )}
      {placed ? <OrderTracking order={order} /> : null}
      <p>
        Questions? Write to <a href={`mailto:${order.supportEmail}`}>{order.supportEmail}</a>.
      </p>
      {payment?.canRetry ? <RetryPayment orderId={order.orderId} /> : null}
      <Link className="button button-primary" to={paths.home.href()}>
        Continue Shopping
      </Link>
    </section>
  );
}

/**
 * The order confirmation of a Success order; anything else is the Order Cancelled page, with Retry
 * payment when the order may be paid again and the notice of a payment to be refunded.
 */
export function OrderDetails({
  order,
  payment = null,
}: {
  order: OrderDetails_OrderFragment;
  payment?: OrderDetails_PaymentFragment | null;
}) {
  if (!order.isSuccess) return <OrderCancelled order={order} payment={payment} />;
  return (
    <section className="order-result" aria-labelledby="order-heading">
      <h1 id="order-heading">Thank you for your order!</h1>
      <p className="order-number">
        Order number: <strong>{order.orderId}</strong>
      </p>
      <p>{`Delivery time: ${order.deliveryDays}`}</p>
      <OrderTracking order={order} />
      {payment?.refundDue ? (
        <p className="form-message" role="status">
          {extraPaymentMessage(payment.refundDue.formatted)}
        </p>
      ) : null}
      <div className="order-addresses">
        <AddressBlock title="Shipping information" address={order.shippingAddress} />
        <AddressBlock title="Billing information" address={order.billingAddress} />
      </div>
      <div className="table-scroll">
        <table className="order-table order-items stack-table">
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Model</th>
              <th scope="col">Colour</th>
              <th scope="col">Units</th>
              <th scope="col">Price</th>
              <th scope="col">Coupon</th>
              <th scope="col">Discount</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.model}-${item.colorName}-${item.size ?? ''}-${index}`}>
                <td data-label="Image">
                  <img src={item.imageUrl} alt={item.name} width={56} height={56} loading="lazy" />
                </td>
                <td data-label="Model">{item.isOfferProduct ? `${item.model} (offer)` : item.model}</td>
                <td data-label="Colour">
                  <span className="stack-value">
                    <span className="order-colour" style={{ background: item.colorCode }} aria-hidden="true" />
                    {item.size ? `${item.colorName}, size ${item.size}` : item.colorName}
                  </span>
                </td>
                <td data-label="Units">{item.units}</td>
                <td data-label="Price">{item.unitPrice.formatted}</td>
                <td data-label="Coupon">{item.couponCode || '—'}</td>
                <td data-label="Discount">{discountText(item.discountPercentage)}</td>
                <td data-label="Total">{item.total.formatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="checkout-totals order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{order.subtotal.formatted}</dd>
        </div>
        {order.couponDiscount.amount > 0 ? (
          <div>
            <dt>Coupon discount</dt>
            <dd>−{order.couponDiscount.formatted}</dd>
          </div>
        ) : null}
        {order.prepaidDiscount.amount > 0 ? (
          <div>
            <dt>Prepaid discount</dt>
            <dd>−{order.prepaidDiscount.formatted}</dd>
          </div>
        ) : null}
        <div className="checkout-total">
          <dt>Total</dt>
          <dd>{order.total.formatted}</dd>
        </div>
      </dl>
      <Link className="button button-primary" to={paths.home.href()}>
        Continue Shopping
      </Link>
    </section>
  );
}
