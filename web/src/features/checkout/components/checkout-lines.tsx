import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { normaliseCouponCode } from '@shop/commerce/checkout/coupons';
import type { CheckoutSummary_SummaryFragment } from '@/generated/graphql.ts';
import { useApplyCouponMutation } from '@/generated/operations/apply-coupon.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import { COUPON_FAILED_MESSAGE } from '@/features/checkout/checkout-constants.ts';
import { couponsOfLine, type AppliedCoupon } from '@/features/checkout/lib/coupons.ts';

type Line = CheckoutSummary_SummaryFragment['lines'][number];

type CheckoutLinesProps = {
  summary: CheckoutSummary_SummaryFragment;
  applied: readonly AppliedCoupon[];
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: (coupon: AppliedCoupon) => void;
  /** A line's quantity control (the route gives the cart's stepper); absent: the quantity as text. */
  renderQuantity?: ((lineId: string, title: string) => ReactNode) | undefined;
};

function CouponForm({
  line,
  applied,
  onApply,
  onRemove,
}: {
  line: Line;
  applied: readonly AppliedCoupon[];
  onApply: (c: AppliedCoupon) => void;
  onRemove: (c: AppliedCoupon) => void;
}) {
  const { productId, colorId, name } = line.line;
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [apply, { loading }] = useApplyCouponMutation();
  const mine = couponsOfLine(applied, { productId, colorId });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = normaliseCouponCode(code);
    setMessage(null);
    if (!entered) return; // blank: ignored (spec 5)
    try {
      const result = await apply({
        variables: {
          input: {
            productId,
            colorId,
            code: entered,
            applied: applied.map(({ productId: p, colorId: c, code: k }) => ({ productId: p, colorId: c, code: k })),
          },
        },
      });
      const payload = result.data?.applyCoupon;
      const problem = firstUserError(payload?.userErrors);
      if (problem || !payload?.coupon) {
        setMessage(problem?.message ?? COUPON_FAILED_MESSAGE);
        return;
      }
      setCode('');
      onApply({ productId, colorId, code: payload.coupon.code });
    } catch (failure) {
      console.warn('[checkout] applyCoupon failed', failure);
      setMessage(COUPON_FAILED_MESSAGE);
    }
  };

  return (
    <div className="coupon-box">
      {mine.map((coupon) => {
        const shown = line.coupons.find((c) => c.code === coupon.code);
        return (
          <div key={coupon.code} className="coupon-applied">
            <input aria-label={`Applied coupon for ${name}`} value={coupon.code} readOnly />
            <span className="coupon-saving">
              {shown ? `${shown.percent}% off (−${shown.discount.formatted})` : null}
            </span>
            <button type="button" className="button button-link" onClick={() => onRemove(coupon)}>
              Remove
            </button>
          </div>
        );
      })}
      <form className="coupon-form" onSubmit={(event) => void submit(event)}>
        <input
          aria-label={`Coupon code for ${name}`}
          placeholder="Coupon code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={loading}
        />
        <button type="submit" className="button button-secondary" disabled={loading}>
          Apply
        </button>
      </form>
      {message ? (
        <p className="field-message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The order summary's lines, each with its quantity and coupon box (applied coupons are locked, with Remove). */
export function CheckoutLines({ summary, applied, onApply, onRemove, renderQuantity }: CheckoutLinesProps) {
  const undeliverable = new Set(summary.delivery?.undeliverableLineIds ?? []);
  return (
    <ul className="checkout-lines" aria-label="Cart items">
      {summary.lines.map((entry) => {
        const line = entry.line;
        return (
          <li key={line.id} className="checkout-line" aria-label={`${line.name} ${line.model}`}>
            <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
            <div className="checkout-line-body">
              <h3>
                <Link to={line.path}>{line.name}</Link> <span className="checkout-line-model">{line.model}</span>
              </h3>
              <p className="checkout-line-meta">
                {[
                  line.colorName,
                  line.size ? `Size ${line.size}` : null,
                  line.strapColor ? `Strap ${line.strapColor}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {renderQuantity
                  ? ` · ${line.unitPrice.formatted} each`
                  : ` · Qty ${line.quantity} × ${line.unitPrice.formatted}`}
              </p>
              {renderQuantity?.(line.id, `${line.name} ${line.model}`)}
              {line.offerProducts.map((offer) => (
                <p key={offer.name} className="checkout-line-meta">{`+ ${offer.name} (${offer.price.formatted})`}</p>
              ))}
              {undeliverable.has(line.id) ? (
                <p className="field-message">Not deliverable at the selected pincode</p>
              ) : null}
              <CouponForm line={entry} applied={applied} onApply={onApply} onRemove={onRemove} />
            </div>
            <p className="checkout-line-total">{entry.total.formatted}</p>
          </li>
        );
      })}
    </ul>
  );
}
