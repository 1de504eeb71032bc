// Pure checkout rules (spec sections 4, 5 and 9) with worked figures in rules.test.ts: product
// coupon discounts, the prepaid discount, the amount payable, the tax-inclusive GST split (CGST +
// SGST inside the seller's state, else IGST), the order-detail line amount, coupon application
// checks, order list texts and the idempotency key of a submit. Amounts are computed in paise.
import { createHash } from 'node:crypto';
import type { PaymentMode } from '../../generated/resolvers.ts';
import { lineTotal } from '../cart/rules.ts';
import {
  CANCELLED_STATUS,
  CHECKOUT_ERRORS,
  INVOICE_LABEL,
  NO_INVOICE_LABEL,
  SELLER_STATE,
  SHOP_UTC_OFFSET_MINUTES,
} from './constants.ts';

const toMinor = (amount: number): number => Math.round(amount * 100);
const fromMinor = (minor: number): number => minor / 100;

interface CouponLine {
  unitPrice: number;
  quantity: number;
}

/** Product coupon discount: price x quantity x the sum of percent / 100 over the line's coupons. */
export function productCouponDiscount(line: CouponLine, percents: readonly number[]): number {
  const percent = percents.reduce((sum, p) => sum + p, 0);
  return fromMinor(Math.round((toMinor(line.unitPrice) * line.quantity * percent) / 100));
}

/** The prepaid discount: the prepaid offer for prepaid orders, never more than what is due; else 0. */
export function prepaidDiscount(mode: PaymentMode | null, prepaidOffer: number, due: number): number {
  return mode === 'PREPAID' ? fromMinor(Math.max(0, Math.min(toMinor(prepaidOffer), toMinor(due)))) : 0;
}

/** Amount payable: subtotal - coupon discount - prepaid discount + shipping. */
export function amountPayable(figures: {
  subtotal: number;
  couponDiscount: number;
  prepaidDiscount: number;
  shipping: number;
}): number {
  return fromMinor(
    toMinor(figures.subtotal) -
      toMinor(figures.couponDiscount) -
      toMinor(figures.prepaidDiscount) +
      toMinor(figures.shipping),
  );
}

export interface GstSplit {
  percent: number;
  taxable: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  interState: boolean;
}

/** True when the delivery state is not the seller's (Karnataka): IGST. */
export function isInterState(deliveryState: string, sellerState: string = SELLER_STATE): boolean {
  return deliveryState.trim().toLowerCase() !== sellerState.trim().toLowerCase();
}

/**
 * Tax-inclusive GST: tax = amount x percent / (100 + percent), basic = amount - tax, both to 2
 * decimals. Inside the seller's state CGST and SGST are the halves (CGST takes an odd paisa).
 */
export function gstSplit(amount: number, percent: number, interState: boolean): GstSplit {
  const amountMinor = toMinor(amount);
  const taxMinor = percent > 0 ? Math.round((amountMinor * percent) / (100 + percent)) : 0;
  const cgstMinor = interState ? 0 : Math.ceil(taxMinor / 2);
  return {
    percent,
    taxable: fromMinor(amountMinor - taxMinor),
    tax: fromMinor(taxMinor),
    cgst: fromMinor(cgstMinor),
    sgst: fromMinor(interState ? 0 : taxMinor - cgstMinor),
    igst: interState ? fromMinor(taxMinor) : 0,
    interState,
  };
}

export interface TotalsLine {
  unitPrice: number;
  quantity: number;
  offerProducts: ReadonlyArray<{ price: number }>;
  /** Percents of the valid coupons applied to the line. */
  couponPercents: readonly number[];
}

export interface CheckoutTotals {
  subtotal: number;
  lineDiscounts: number[];
  couponDiscount: number;
  prepaidDiscount: number;
  shipping: number;
  amountPayable: number;
}

export function checkoutTotals(
  lines: readonly TotalsLine[],
  mode: PaymentMode | null,
  prepaidOffer: number,
  shipping: number,
): CheckoutTotals {
  const subtotalMinor = lines.reduce((sum, l) => sum + toMinor(lineTotal(l)), 0);
  const lineDiscounts = lines.map((l) => productCouponDiscount(l, l.couponPercents));
  const couponMinor = lineDiscounts.reduce((sum, d) => sum + toMinor(d), 0);
  const prepaid = prepaidDiscount(mode, prepaidOffer, fromMinor(subtotalMinor - couponMinor));
  const subtotal = fromMinor(subtotalMinor);
  const couponDiscount = fromMinor(couponMinor);
  return {
    subtotal,
    lineDiscounts,
    couponDiscount,
    prepaidDiscount: prepaid,
    shipping,
    amountPayable: amountPayable({ subtotal, couponDiscount, prepaidDiscount: prepaid, shipping }),
  };
}

/** Order-detail line amount: units x price, less the discount percentage of it. */
export function orderItemTotal(units: number, price: number, discountPercentage: number): number {
  const gross = units * toMinor(price);
  return fromMinor(gross - Math.round((gross * discountPercentage) / 100));
}

/** The order list's status text: an empty status reads 'Cancelled'. */
export function orderStatusText(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  return text === '' ? CANCELLED_STATUS : text;
}

export function invoiceLabel(invoiceUrl: string | null): string {
  return invoiceUrl ? INVOICE_LABEL : NO_INVOICE_LABEL;
}

/** The shop's calendar date (India time) of an ISO instant; a bare date stays as it is. */
export function shopDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso.slice(0, 10);
  return new Date(time + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export interface CouponTarget {
  productId: number;
  colorId: number;
  code: string;
}

export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export type CouponApplication = 'blank' | 'ok' | (typeof CHECKOUT_ERRORS)['couponDuplicate' | 'couponNotInCart'];

/**
 * Before asking upstream: a blank code is ignored; a code already applied to the same line is
 * 'Coupon Code Already Applied.'; a product and colour not in the cart is 'Product not found in cart'.
 */
export function checkCouponApplication(
  target: CouponTarget,
  applied: readonly CouponTarget[],
  cart: ReadonlyArray<{ productId: number; colorId: number }>,
): CouponApplication {
  const code = normaliseCode(target.code);
  if (code === '') return 'blank';
  const sameLine = (c: { productId: number; colorId: number }) =>
    c.productId === target.productId && c.colorId === target.colorId;
  if (applied.some((c) => sameLine(c) && normaliseCode(c.code) === code)) return CHECKOUT_ERRORS.couponDuplicate;
  if (!cart.some(sameLine)) return CHECKOUT_ERRORS.couponNotInCart;
  return 'ok';
}

/** Applied coupons without blanks and repeats (same code on the same line), codes normalised. */
export function distinctCoupons<T extends CouponTarget>(coupons: readonly T[]): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const c of coupons) {
    const code = normaliseCode(c.code);
    const key = `${c.productId}-${c.colorId}:${code}`;
    if (code === '' || seen.has(key)) continue;
    seen.add(key);
    result.push({ ...c, code });
  }
  return result;
}

/**
 * The Idempotency-Key of a submit: the customer, the cart lines, the address, the payment mode and
 * the coupons. A double click sends the same key, so upstream answers the same order.
 */
export function orderIdempotencyKey(facts: {
  userId: string;
  lines: ReadonlyArray<{ id: string; quantity: number }>;
  addressId: number;
  mode: PaymentMode;
  coupons: readonly CouponTarget[];
}): string {
  const lines = facts.lines.map((l) => `${l.id}x${l.quantity}`).sort();
  const coupons = facts.coupons.map((c) => `${c.productId}-${c.colorId}:${normaliseCode(c.code)}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([facts.userId, lines, facts.addressId, facts.mode, coupons]))
    .digest('hex')
    .slice(0, 64);
}
