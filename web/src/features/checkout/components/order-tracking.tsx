// Where the order is: its status, the expected delivery day, the courier with its tracking link,
// the timeline with dates, and what the shopper may do now (cancel before it ships; ask for a return
// or replacement within 7 days of delivery). Used by the tracking view and the confirmation page.
import { useState } from 'react';
import { RETURN_KIND_LABELS } from '@shop/commerce/checkout/order-lifecycle';
import type { OrderTracking_OrderFragment } from '@/generated/graphql.ts';
import { TRACKING_TEXTS, dayText, returnWindowText } from '@/features/checkout/lib/order-tracking.ts';
import { OrderCancelDialog } from './order-cancel-dialog.tsx';
import { OrderReturnDialog } from './order-return-dialog.tsx';
import './order-lifecycle.css';

type Open = 'cancel' | 'return' | null;

export function OrderTracking({
  order,
  headingLevel = 2,
}: {
  order: OrderTracking_OrderFragment;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  const status = order.lifecycleStatus.toLowerCase().replace(/_/g, '-');

  return (
    <section className="order-tracking" aria-labelledby={`tracking-${order.orderId}`}>
      <Heading id={`tracking-${order.orderId}`}>{TRACKING_TEXTS.heading}</Heading>
      <p className="order-tracking-status">
        <span className={`order-status-badge order-status-${status}`}>{order.statusLabel}</span>
      </p>
      {notice ? (
        <p className="order-tracking-notice" role="status">
          {notice}
        </p>
      ) : null}
      <dl className="order-tracking-facts">
        {order.expectedDeliveryDate && !order.deliveredOn ? (
          <div>
            <dt>Expected delivery</dt>
            <dd>{dayText(order.expectedDeliveryDate)}</dd>
          </div>
        ) : null}
        {order.deliveredOn ? (
          <div>
            <dt>Delivered on</dt>
            <dd>{dayText(order.deliveredOn)}</dd>
          </div>
        ) : null}
        {order.shipment ? (
          <>
            <div>
              <dt>Courier</dt>
              <dd>{order.shipment.courierName}</dd>
            </div>
            <div>
              <dt>AWB number</dt>
              <dd>{order.shipment.awbNumber}</dd>
            </div>
            <div>
              <dt>Tracking</dt>
              <dd>
                <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {`Track with ${order.shipment.courierName}`}
                </a>
              </dd>
            </div>
          </>
        ) : null}
        {order.returnRequest ? (
          <div>
            <dt>Your request</dt>
            <dd>{`${RETURN_KIND_LABELS[order.returnRequest.kind === 'REPLACEMENT' ? 'replacement' : 'return']}: ${order.returnRequest.reason}`}</dd>
          </div>
        ) : null}
      </dl>
      {order.canRequestReturn && order.returnWindowEndsOn ? (
        <p className="order-tracking-hint">{returnWindowText(order.returnWindowEndsOn)}</p>
      ) : null}
      {order.canCancel || order.canRequestReturn ? (
        <div className="order-tracking-actions">
          {order.canCancel ? (
            <button type="button" className="button button-secondary" onClick={() => setOpen('cancel')}>
              {TRACKING_TEXTS.cancelButton}
            </button>
          ) : null}
          {order.canRequestReturn ? (
            <button type="button" className="button button-secondary" onClick={() => setOpen('return')}>
              {TRACKING_TEXTS.returnButton}
            </button>
          ) : null}
        </div>
      ) : null}
      <SubHeading className="order-timeline-heading">{TRACKING_TEXTS.timelineHeading}</SubHeading>
      <ol className="order-timeline">
        {order.timeline.map((event, index) => (
          <li key={`${event.status}-${event.at}-${index}`}>
            <span className="order-timeline-label">{event.label}</span>
            <time dateTime={event.at}>{dayText(event.date)}</time>
          </li>
        ))}
      </ol>
      {open === 'cancel' ? (
        <OrderCancelDialog orderId={order.orderId} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
      {open === 'return' ? (
        <OrderReturnDialog orderId={order.orderId} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </section>
  );
}
