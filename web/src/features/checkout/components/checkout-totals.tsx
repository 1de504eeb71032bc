import type { CheckoutSummary_SummaryFragment } from '@/generated/graphql.ts';

/** The gateway's figures: subtotal, discounts, shipping, amount payable and the GST split. */
export function CheckoutTotals({ summary }: { summary: CheckoutSummary_SummaryFragment }) {
  const gst = summary.gst;
  return (
    <dl className="checkout-totals">
      <div>
        <dt>{`Subtotal (${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'})`}</dt>
        <dd>{summary.subtotal.formatted}</dd>
      </div>
      {summary.couponDiscount.amount > 0 ? (
        <div>
          <dt>Coupon discount</dt>
          <dd data-testid="coupon-discount">−{summary.couponDiscount.formatted}</dd>
        </div>
      ) : null}
      {summary.prepaidDiscount.amount > 0 ? (
        <div>
          <dt>Prepaid discount</dt>
          <dd>−{summary.prepaidDiscount.formatted}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{summary.shippingCharge.formatted}</dd>
      </div>
      <div className="checkout-total">
        <dt>Amount payable</dt>
        <dd data-testid="amount-payable">{summary.amountPayable.formatted}</dd>
      </div>
      {gst ? (
        <div className="checkout-gst">
          <dt>{`Includes ${gst.taxName} ${gst.percent}%`}</dt>
          <dd>
            {gst.interState
              ? `IGST ${gst.igst?.formatted ?? ''}`
              : `CGST ${gst.cgst?.formatted ?? ''} + SGST ${gst.sgst?.formatted ?? ''}`}
            <span className="checkout-gst-note">{`Taxable value ${gst.taxableAmount.formatted} · place of supply ${gst.placeOfSupply}`}</span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
