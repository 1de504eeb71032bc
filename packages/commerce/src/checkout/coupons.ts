// Product coupons (storefront spec sections 4, 5 and 9): codes compare without case or blanks; an
// application is ignored when blank, refused when the code is already on that line ('Coupon Code
// Already Applied.') or when the product and colour are not in the cart ('Product not found in
// cart'); a coupon is valid for a customer within its period, while uses remain, for its owner when
// it is personal and for its product or category when it names one. The shop's limits: the coupons
// on one product and colour take at most the maximum percent off it, and an order carries at most
// one coupon a channel partner shared.
import { withinPercent } from '../percent.ts';
import { MAX_PARTNER_COUPONS_PER_ORDER } from './limits.ts';
import type { CheckoutErrorKey } from './messages.ts';
import { onLine, type CouponLineRef } from './pricing.ts';

export interface CouponTarget extends CouponLineRef {
  code: string;
}

/** Codes are matched without case and surrounding blanks. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const sameCoupon = (a: CouponTarget, b: CouponTarget): boolean =>
  onLine(a, b) && normaliseCouponCode(a.code) === normaliseCouponCode(b.code);

export type CouponApplication = 'blank' | Extract<CheckoutErrorKey, 'couponDuplicate' | 'couponNotInCart'> | null;

/** Before a code is looked up: 'blank' (ignored), a refusal key, or null when it may be applied. */
export function checkCouponApplication(
  target: CouponTarget,
  applied: readonly CouponTarget[],
  cart: readonly CouponLineRef[],
): CouponApplication {
  if (normaliseCouponCode(target.code) === '') return 'blank';
  if (applied.some((c) => sameCoupon(c, target))) return 'couponDuplicate';
  if (!cart.some((line) => onLine(line, target))) return 'couponNotInCart';
  return null;
}

/** Applied coupons without blanks and repeats (the same code on the same line), codes normalised. */
export function distinctCoupons<T extends CouponTarget>(coupons: readonly T[]): T[] {
  const result: T[] = [];
  for (const coupon of coupons) {
    const code = normaliseCouponCode(coupon.code);
    if (code === '' || result.some((c) => onLine(c, coupon) && c.code === code)) continue;
    result.push({ ...coupon, code });
  }
  return result;
}

/** The first coupon applied twice to the same line, or null. */
export function repeatedCoupon<T extends CouponTarget>(coupons: readonly T[]): T | null {
  return coupons.find((coupon, i) => coupons.slice(0, i).some((earlier) => sameCoupon(earlier, coupon))) ?? null;
}

/** What the shop knows of a coupon when a customer uses it. */
export interface CouponFacts {
  percent: number;
  productId: number | null;
  categoryId: number | null;
  /** ISO instants. */
  validFrom: string;
  validTo: string;
  /** The owner of a personal code (lowercased), or null. */
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

export type CouponValidity = 'notStarted' | 'expired' | 'usedUp' | 'notYours' | 'otherProduct' | 'otherCategory';

/** Null when the coupon applies to this product for this customer now; else why not. */
export function checkCoupon(coupon: CouponFacts, use: CouponUse): CouponValidity | null {
  const now = use.now.toISOString();
  if (now < coupon.validFrom) return 'notStarted';
  if (now > coupon.validTo) return 'expired';
  if (coupon.uses >= coupon.maxUses) return 'usedUp';
  if (coupon.email !== null && coupon.email !== use.email) return 'notYours';
  if (coupon.productId !== null && coupon.productId !== use.productId) return 'otherProduct';
  if (coupon.categoryId !== null && coupon.categoryId !== use.categoryId) return 'otherCategory';
  return null;
}

/** A valid coupon with what the limits need: its percent and whether a channel partner shared it. */
export interface LimitedCoupon extends CouponTarget {
  percent: number;
  partner: boolean;
}

/** 'cap': past the maximum percent of its product and colour; 'partner': one partner coupon too many. */
export type CouponLimit = 'cap' | 'partner';

export interface CouponLimitBreach<T> {
  coupon: T;
  limit: CouponLimit;
}

/**
 * The coupons the shop's limits refuse, each judged against the coupons accepted before it in the
 * order given (the order they were applied): a partner coupon beyond MAX_PARTNER_COUPONS_PER_ORDER
 * distinct partner codes (the same code on another product is the same coupon), or a coupon that
 * takes the sum of the percents on its product and colour past `maxPercent`. Codes are compared
 * normalised; pass coupons without repeats (distinctCoupons).
 */
export function couponLimitBreaches<T extends LimitedCoupon>(
  coupons: readonly T[],
  maxPercent: number,
): Array<CouponLimitBreach<T>> {
  const accepted: T[] = [];
  const breaches: Array<CouponLimitBreach<T>> = [];
  for (const coupon of coupons) {
    const code = normaliseCouponCode(coupon.code);
    const partnerCodes = new Set(accepted.filter((c) => c.partner).map((c) => normaliseCouponCode(c.code)));
    if (coupon.partner && !partnerCodes.has(code) && partnerCodes.size >= MAX_PARTNER_COUPONS_PER_ORDER) {
      breaches.push({ coupon, limit: 'partner' });
      continue;
    }
    const onSameLine = accepted.filter((c) => onLine(c, coupon)).map((c) => c.percent);
    if (!withinPercent([...onSameLine, coupon.percent], maxPercent)) {
      breaches.push({ coupon, limit: 'cap' });
      continue;
    }
    accepted.push(coupon);
  }
  return breaches;
}
