// Coupons the shopper applied on the checkout page (pure): one line (product + colour) may carry
// several; codes compare as @shop/commerce's coupon rules say (without case or blanks).
import { distinctCoupons, normaliseCouponCode } from '@shop/commerce/checkout/coupons';
import { onLine } from '@shop/commerce/checkout/pricing';

export type AppliedCoupon = { productId: string; colorId: string; code: string };
type LineRef = { productId: string; colorId: string };

const sameCoupon = (a: AppliedCoupon, b: AppliedCoupon): boolean =>
  onLine(a, b) && normaliseCouponCode(a.code) === normaliseCouponCode(b.code);

export function couponsOfLine(coupons: readonly AppliedCoupon[], line: LineRef): AppliedCoupon[] {
  return coupons.filter((coupon) => onLine(coupon, line));
}

/** Adds a coupon, code normalised (ignored when blank or already on that line). */
export function addCoupon(coupons: readonly AppliedCoupon[], coupon: AppliedCoupon): AppliedCoupon[] {
  return distinctCoupons([...coupons, coupon]);
}

export function removeCoupon(coupons: readonly AppliedCoupon[], coupon: AppliedCoupon): AppliedCoupon[] {
  return coupons.filter((c) => !sameCoupon(c, coupon));
}

/** Drops the coupons the server said no longer apply (expired, line removed, ...). */
export function withoutRejected(
  coupons: readonly AppliedCoupon[],
  rejected: readonly AppliedCoupon[],
): AppliedCoupon[] {
  return coupons.filter((c) => !rejected.some((r) => sameCoupon(r, c)));
}
