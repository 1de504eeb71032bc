// Coupons the shopper applied on the checkout page (pure): one line (product + colour) may carry several.

export type AppliedCoupon = { productId: string; colorId: string; code: string };

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function sameLine(
  a: { productId: string; colorId: string },
  b: { productId: string; colorId: string },
): boolean {
  return a.productId === b.productId && a.colorId === b.colorId;
}

export function couponsOfLine(
  coupons: readonly AppliedCoupon[],
  line: { productId: string; colorId: string },
): AppliedCoupon[] {
  return coupons.filter((coupon) => sameLine(coupon, line));
}

/** Adds a coupon (ignored when the same code is already on that line). */
export function addCoupon(coupons: readonly AppliedCoupon[], coupon: AppliedCoupon): AppliedCoupon[] {
  const code = normaliseCode(coupon.code);
  if (!code || coupons.some((c) => sameLine(c, coupon) && c.code === code)) return [...coupons];
  return [...coupons, { ...coupon, code }];
}

export function removeCoupon(coupons: readonly AppliedCoupon[], coupon: AppliedCoupon): AppliedCoupon[] {
  return coupons.filter((c) => !(sameLine(c, coupon) && c.code === normaliseCode(coupon.code)));
}

/** Drops the coupons the server said no longer apply (expired, line removed, ...). */
export function withoutRejected(
  coupons: readonly AppliedCoupon[],
  rejected: readonly AppliedCoupon[],
): AppliedCoupon[] {
  if (rejected.length === 0) return [...coupons];
  return coupons.filter((c) => !rejected.some((r) => sameLine(r, c) && normaliseCode(r.code) === c.code));
}
