// The money of an order (storefront spec section 9), one function for everyone who prices one:
// upstream records an order with it, the gateway shows and re-prices the checkout with it (and
// upstream refuses figures that differ). Subtotal with offer products, product coupon discounts,
// the prepaid discount, shipping, the amount payable and its GST split. Amounts in rupees, computed
// in paise.
//
// One rounding of coupons: a coupon's discount is its percent of unit price x all units of its
// product and colour (every line of it: sizes, straps), rounded once. That figure is what the
// checkout shows for the coupon; the order's coupon discount is the sum of those figures; each
// line's share of a coupon is allocated from the figure (allocatePaise), so the lines add up to it
// exactly, and upstream stores each line's share (its invoice and order detail read it back).
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

/** One coupon's discount on a price x quantity, in rupees. */
export function couponDiscount(line: CouponBase, percent: number): number {
  return fromPaise(couponDiscountPaise(line, [percent]));
}

/** Price x quantity of every line of a product and colour (sizes and straps together), in paise. */
export function groupGrossPaise(lines: ReadonlyArray<CouponBase & CouponLineRef>, group: CouponLineRef): number {
  return lines.filter((l) => onLine(l, group)).reduce((sum, l) => sum + timesPaise(l.unitPrice, l.quantity), 0);
}

/**
 * One coupon's discount on the cart, in paise: its percent of unit price x all units of its product
 * and colour, rounded once. The figure shown for the coupon, charged and invoiced.
 */
export function couponDiscountOnCartPaise(
  lines: ReadonlyArray<CouponBase & CouponLineRef>,
  coupon: CouponLineRef,
  percent: number,
): number {
  return percentOfPaise(groupGrossPaise(lines, coupon), percent);
}

/** One coupon's discount on the cart (couponDiscountOnCartPaise), in rupees. */
export function couponDiscountOnCart(
  lines: ReadonlyArray<CouponBase & CouponLineRef>,
  coupon: CouponLineRef,
  percent: number,
): number {
  return fromPaise(couponDiscountOnCartPaise(lines, coupon, percent));
}

/**
 * Splits whole paise over weights (the lines' price x quantity) so that the shares add up to the
 * total exactly: each share is its proportion rounded down, and the paise left over go one each to
 * the largest remainders (the earlier part first when remainders are equal). When every weight is
 * 0 the first part takes the total.
 */
export function allocatePaise(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError(`allocatePaise needs whole, non-negative paise: ${total} over [${weights.join(', ')}]`);
  }
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, w) => acc + BigInt(w), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  // On BigInt: paise x paise passes 2^53 for large carts.
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((e) => Number(e / sum));
  let left = total - shares.reduce((acc, s) => acc + s, 0);
  const order = exact
    .map((e, index) => ({ index, remainder: e % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
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
  /** Valid coupons, distinct per product and colour; each applies to every line of its product and colour. */
  coupons: readonly AppliedCoupon[];
  prepaid: boolean;
  /** The prepaid discount on offer (the server's codval), in rupees. */
  prepaidDiscount: number;
  shipping: number;
  /** GST percent of the delivery pincode (0 when not known yet). */
  taxPercent: number;
  interState: boolean;
}

/** A coupon's share of one line, in rupees. */
export interface LineCouponShare {
  code: string;
  percent: number;
  discount: number;
}

export interface OrderLineTotals {
  /** quantity x (price + offer products) */
  subtotal: number;
  /** The line's shares of its coupons' figures. */
  couponDiscount: number;
  /** subtotal - couponDiscount */
  total: number;
  /** The sum of the line's coupon percents. */
  percent: number;
  codes: string[];
  /** Each coupon's share of this line, in the order of the coupons. */
  coupons: LineCouponShare[];
}

/** A coupon with its figure on the cart, in rupees. */
export interface CouponFigure extends AppliedCoupon {
  discount: number;
}

export interface OrderTotals {
  subtotal: number;
  /** The sum of the coupons' figures (and of the lines' coupon discounts). */
  couponDiscount: number;
  prepaidDiscount: number;
  shipping: number;
  /** Amount payable: subtotal - coupon discount (never below 0) - prepaid discount + shipping. */
  amount: number;
  gst: GstSplit;
  /** Per line, in the order of the input. */
  lines: OrderLineTotals[];
  /** Per coupon, in the order of the input: its figure on the cart (0 when no line is its product and colour). */
  coupons: CouponFigure[];
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const { lines } = input;
  const weights = lines.map((l) => timesPaise(l.unitPrice, l.quantity));
  const lineShares = lines.map((): Array<{ coupon: AppliedCoupon; paise: number }> => []);
  const figures = input.coupons.map((coupon) => {
    const members = lines.flatMap((line, index) => (onLine(line, coupon) ? [index] : []));
    const paise = couponDiscountOnCartPaise(lines, coupon, coupon.percent);
    const shares = allocatePaise(
      members.length === 0 ? 0 : paise,
      members.map((i) => weights[i] ?? 0),
    );
    members.forEach((lineIndex, k) => lineShares[lineIndex]?.push({ coupon, paise: shares[k] ?? 0 }));
    return { coupon, paise: members.length === 0 ? 0 : paise };
  });
  const perLine = lines.map((line, i) => {
    const shares = lineShares[i] ?? [];
    return {
      subtotalPaise: lineTotalPaise(line),
      discountPaise: shares.reduce((sum, s) => sum + s.paise, 0),
      shares,
    };
  });
  const subtotalPaise = perLine.reduce((sum, l) => sum + l.subtotalPaise, 0);
  const discountPaise = figures.reduce((sum, f) => sum + f.paise, 0);
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
    lines: perLine.map((l) => ({
      subtotal: fromPaise(l.subtotalPaise),
      couponDiscount: fromPaise(l.discountPaise),
      total: fromPaise(l.subtotalPaise - l.discountPaise),
      percent: sumPercents(l.shares.map((s) => s.coupon.percent)),
      codes: l.shares.map((s) => s.coupon.code),
      coupons: l.shares.map((s) => ({ code: s.coupon.code, percent: s.coupon.percent, discount: fromPaise(s.paise) })),
    })),
    coupons: figures.map((f) => ({ ...f.coupon, discount: fromPaise(f.paise) })),
  };
}

/** Order-detail and invoice line amount: units x price less the line's stored coupon discount. */
export function orderItemTotal(units: number, price: number, lineDiscount: number): number {
  return fromPaise(timesPaise(price, units) - toPaise(lineDiscount));
}
