// The money of an order (storefront spec section 9), one function for everyone who prices one:
// upstream records an order with it, the gateway re-prices the cart with it before asking for an
// order (and upstream refuses figures that differ). Subtotal with offer products, product coupon
// discounts, the prepaid discount, shipping, the amount payable and its GST split. Amounts in
// rupees, computed in paise, each share rounded once by the one rounding rule.
import { lineTotalPaise, type PricedCartLine } from '../cart/subtotal.ts';
import { fromPaise, percentOfPaise, timesPaise, toPaise } from '../money.ts';
import { sumPercents } from '../percent.ts';
import { gstSplit, type GstSplit } from './gst.ts';

/** The product and colour a coupon applies to (ids as numbers or as strings, the same in a call). */
export interface CouponLineRef {
  productId: number | string;
  colorId: number | string;
}

export const onLine = (a: CouponLineRef, b: CouponLineRef): boolean =>
  a.productId === b.productId && a.colorId === b.colorId;

interface CouponBase {
  unitPrice: number;
  quantity: number;
}

/** Product coupon discount in paise: price x quantity x the sum of percent / 100, rounded once. */
export function couponDiscountPaise(line: CouponBase, percents: readonly number[]): number {
  return percentOfPaise(timesPaise(line.unitPrice, line.quantity), sumPercents(percents));
}

/** One coupon's discount on a line, in rupees. */
export function couponDiscount(line: CouponBase, percent: number): number {
  return fromPaise(couponDiscountPaise(line, [percent]));
}

/**
 * One coupon's discount on the cart: its percent of the first matching line's price times the
 * units of every line of its product and colour (sizes and straps together), in rupees.
 */
export function couponDiscountOnCart(
  lines: ReadonlyArray<CouponBase & CouponLineRef>,
  coupon: CouponLineRef,
  percent: number,
): number {
  const same = lines.filter((line) => onLine(line, coupon));
  const quantity = same.reduce((sum, line) => sum + line.quantity, 0);
  return couponDiscount({ unitPrice: same[0]?.unitPrice ?? 0, quantity }, percent);
}

/** The prepaid discount given, in paise: the offer for a prepaid order, never more than is due. */
export function prepaidDiscountPaise(prepaid: boolean, offer: number, duePaise: number): number {
  return prepaid ? Math.max(0, Math.min(toPaise(offer), duePaise)) : 0;
}

export interface OrderLine extends PricedCartLine, CouponLineRef {}

export interface AppliedCoupon extends CouponLineRef {
  code: string;
  percent: number;
}

export interface OrderTotalsInput {
  lines: readonly OrderLine[];
  /** Valid coupons; each applies to every line of its product and colour. */
  coupons: readonly AppliedCoupon[];
  prepaid: boolean;
  /** The prepaid discount on offer (the server's codval), in rupees. */
  prepaidDiscount: number;
  shipping: number;
  /** GST percent of the delivery pincode (0 when not known yet). */
  taxPercent: number;
  interState: boolean;
}

export interface OrderLineTotals {
  /** quantity x (price + offer products) */
  subtotal: number;
  couponDiscount: number;
  /** subtotal - couponDiscount */
  total: number;
  /** The sum of the line's coupon percents. */
  percent: number;
  codes: string[];
}

export interface OrderTotals {
  subtotal: number;
  couponDiscount: number;
  prepaidDiscount: number;
  shipping: number;
  /** Amount payable: subtotal - coupon discount (never below 0) - prepaid discount + shipping. */
  amount: number;
  gst: GstSplit;
  /** Per line, in the order of the input. */
  lines: OrderLineTotals[];
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const lines = input.lines.map((line) => {
    const coupons = input.coupons.filter((c) => onLine(c, line));
    const percents = coupons.map((c) => c.percent);
    const subtotalPaise = lineTotalPaise(line);
    const discountPaise = couponDiscountPaise(line, percents);
    return { subtotalPaise, discountPaise, percent: sumPercents(percents), codes: coupons.map((c) => c.code) };
  });
  const subtotalPaise = lines.reduce((sum, l) => sum + l.subtotalPaise, 0);
  const discountPaise = lines.reduce((sum, l) => sum + l.discountPaise, 0);
  const duePaise = Math.max(0, subtotalPaise - discountPaise);
  const prepaidPaise = prepaidDiscountPaise(input.prepaid, input.prepaidDiscount, duePaise);
  const shippingPaise = toPaise(input.shipping);
  const amount = fromPaise(duePaise - prepaidPaise + shippingPaise);
  return {
    subtotal: fromPaise(subtotalPaise),
    couponDiscount: fromPaise(discountPaise),
    prepaidDiscount: fromPaise(prepaidPaise),
    shipping: fromPaise(shippingPaise),
    amount,
    gst: gstSplit(amount, input.taxPercent, input.interState),
    lines: lines.map((l) => ({
      subtotal: fromPaise(l.subtotalPaise),
      couponDiscount: fromPaise(l.discountPaise),
      total: fromPaise(l.subtotalPaise - l.discountPaise),
      percent: l.percent,
      codes: l.codes,
    })),
  };
}

/** Order-detail line amount (spec section 9): units x price, less the discount percentage of it. */
export function orderItemTotal(units: number, price: number, discountPercentage: number): number {
  const grossPaise = timesPaise(price, units);
  return fromPaise(grossPaise - percentOfPaise(grossPaise, discountPercentage));
}
