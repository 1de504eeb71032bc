// Whether a coupon applies to a product for a customer now: within its validity period, not used
// up, the customer's own when it is personal (a subscription code), and for this product or its
// category when it is restricted. Pure; tested beside.
export interface CouponFacts {
  code: string;
  percent: number;
  productId: number | null;
  categoryId: number | null;
  validFrom: string;
  validTo: string;
  email: string | null;
  maxUses: number;
  uses: number;
}

export interface CouponUse {
  now: Date;
  /** The customer's email (lowercased), or null. */
  email: string | null;
  productId: number;
  categoryId: number;
}

export type CouponCheck =
  'ok' | 'not-started' | 'expired' | 'used-up' | 'not-yours' | 'other-product' | 'other-category';

export function checkCoupon(coupon: CouponFacts, use: CouponUse): CouponCheck {
  const now = use.now.toISOString();
  if (now < coupon.validFrom) return 'not-started';
  if (now > coupon.validTo) return 'expired';
  if (coupon.uses >= coupon.maxUses) return 'used-up';
  if (coupon.email !== null && coupon.email !== use.email) return 'not-yours';
  if (coupon.productId !== null && coupon.productId !== use.productId) return 'other-product';
  if (coupon.categoryId !== null && coupon.categoryId !== use.categoryId) return 'other-category';
  return 'ok';
}

/** Codes are matched without case and surrounding blanks. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
