// The money rules of an order (spec section 9), as upstream records them: subtotal with offer
// products, product coupon discounts, the prepaid discount, shipping, the amount payable and its
// tax-inclusive GST split. Pure; amounts in rupees, computed in paise. Tested beside.
import { fromMinor, toMinor } from './money.ts';

export interface PricedLine {
  productId: number;
  colorId: number;
  unitPrice: number;
  quantity: number;
  /** Price of each offer product bundled with one unit of the line. */
  offerPrices: readonly number[];
}

/** A coupon applied to the lines of one product in one colour. */
export interface AppliedCoupon {
  productId: number;
  colorId: number;
  code: string;
  percent: number;
}

export interface GstSplit {
  percent: number;
  /** amount - tax */
  taxable: number;
  /** amount x percent / (100 + percent), to 2 decimals */
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  interState: boolean;
}

export interface OrderTotals {
  subtotal: number;
  couponDiscount: number;
  prepaidDiscount: number;
  shipping: number;
  amount: number;
  gst: GstSplit;
  /** Per line (same order as the input): coupon discount and the sum of its coupons' percents. */
  lines: Array<{ couponDiscount: number; percent: number; codes: string[] }>;
}

const couponsOf = (line: Pick<PricedLine, 'productId' | 'colorId'>, coupons: readonly AppliedCoupon[]) =>
  coupons.filter((c) => c.productId === line.productId && c.colorId === line.colorId);

/** quantity x (unit price + each offer product's price), in paise. */
export function lineSubtotalMinor(line: PricedLine): number {
  return line.quantity * (toMinor(line.unitPrice) + line.offerPrices.reduce((sum, p) => sum + toMinor(p), 0));
}

/** Product coupon discount: price x quantity x the sum of percent / 100 over the line's coupons. */
export function lineCouponDiscountMinor(
  line: Pick<PricedLine, 'unitPrice' | 'quantity'>,
  percents: readonly number[],
): number {
  const percent = percents.reduce((sum, p) => sum + p, 0);
  return Math.round((toMinor(line.unitPrice) * line.quantity * percent) / 100);
}

/** One coupon's part of a line's discount (price x quantity x percent / 100). */
export function couponDiscount(line: Pick<PricedLine, 'unitPrice' | 'quantity'>, percent: number): number {
  return fromMinor(lineCouponDiscountMinor(line, [percent]));
}

/** The prepaid discount actually given: codval, but never more than what is left to pay. */
export function prepaidDiscountMinor(prepaid: boolean, codval: number, dueMinor: number): number {
  return prepaid ? Math.max(0, Math.min(toMinor(codval), dueMinor)) : 0;
}

/**
 * Tax-inclusive GST split: tax = amount x percent / (100 + percent) and basic = amount - tax, both
 * to 2 decimals. Inside the seller's state CGST and SGST are the halves (CGST takes the odd paisa),
 * elsewhere the whole tax is IGST.
 */
export function gstSplit(amount: number, percent: number, interState: boolean): GstSplit {
  const amountMinor = toMinor(amount);
  const taxMinor = percent > 0 ? Math.round((amountMinor * percent) / (100 + percent)) : 0;
  const cgstMinor = interState ? 0 : Math.ceil(taxMinor / 2);
  const sgstMinor = interState ? 0 : taxMinor - cgstMinor;
  return {
    percent,
    taxable: fromMinor(amountMinor - taxMinor),
    tax: fromMinor(taxMinor),
    cgst: fromMinor(cgstMinor),
    sgst: fromMinor(sgstMinor),
    igst: interState ? fromMinor(taxMinor) : 0,
    interState,
  };
}

/** True when the delivery state is not the seller's (IGST). */
export function isInterState(deliveryState: string, sellerState: string): boolean {
  return deliveryState.trim().toLowerCase() !== sellerState.trim().toLowerCase();
}

export interface OrderTotalsInput {
  lines: readonly PricedLine[];
  coupons: readonly AppliedCoupon[];
  prepaid: boolean;
  /** The prepaid discount on offer (codval). */
  prepaidDiscount: number;
  shipping: number;
  taxPercent: number;
  interState: boolean;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const lines = input.lines.map((line) => {
    const coupons = couponsOf(line, input.coupons);
    return {
      subtotalMinor: lineSubtotalMinor(line),
      discountMinor: lineCouponDiscountMinor(
        line,
        coupons.map((c) => c.percent),
      ),
      percent: coupons.reduce((sum, c) => sum + c.percent, 0),
      codes: coupons.map((c) => c.code),
    };
  });
  const subtotalMinor = lines.reduce((sum, l) => sum + l.subtotalMinor, 0);
  const discountMinor = lines.reduce((sum, l) => sum + l.discountMinor, 0);
  const dueMinor = Math.max(0, subtotalMinor - discountMinor);
  const prepaidMinor = prepaidDiscountMinor(input.prepaid, input.prepaidDiscount, dueMinor);
  const shippingMinor = toMinor(input.shipping);
  const amount = fromMinor(dueMinor - prepaidMinor + shippingMinor);
  return {
    subtotal: fromMinor(subtotalMinor),
    couponDiscount: fromMinor(discountMinor),
    prepaidDiscount: fromMinor(prepaidMinor),
    shipping: fromMinor(shippingMinor),
    amount,
    gst: gstSplit(amount, input.taxPercent, input.interState),
    lines: lines.map((l) => ({ couponDiscount: fromMinor(l.discountMinor), percent: l.percent, codes: l.codes })),
  };
}

/** Order-detail line amount: units x price, less the discount percentage of it. */
export function orderItemTotal(units: number, price: number, discountPercentage: number): number {
  const grossMinor = units * toMinor(price);
  return fromMinor(grossMinor - Math.round((grossMinor * discountPercentage) / 100));
}
