// A checkout's whole figures from the spec's REST data (storefront spec sections 5, 7 and 9): the
// cart, the coupon details, the delivery pincode's details and the prepaid offer. One function for
// every part that prices a checkout: the gateway shows it (summary, coupon check, Place Order) and
// upstream records the order with it, so a figure added here (shipping, a currency, gift cards) is
// added for both.
//
// Coupons are judged in the order applied: blanks and repeats are dropped, a coupon whose product
// and colour are not in the cart is 'Product not found in cart', one without details is 'Invalid
// Coupon Code', then the shop's limits (couponLimitBreaches). The valid ones are priced with
// orderTotals, and the amount payable is split into GST by the delivery pincode's percent and state.
import { cartCount } from '../cart/subtotal.ts';
import { SELLER_STATE } from '../company.ts';
import { SHOP_CURRENCY_SYMBOL } from '../money.ts';
import {
  checkCouponApplication,
  couponLimitBreaches,
  distinctCoupons,
  normaliseCouponCode,
  type CouponLimit,
} from './coupons.ts';
import { isInterState, type GstSplit } from './gst.ts';
import { SHIPPING_CHARGE, TAX_NAME } from './limits.ts';
import { CHECKOUT_ERRORS, couponLimitError } from './messages.ts';
import { onLine, orderTotals, type OrderLine } from './pricing.ts';

/** What GetCouponDetails tells of a coupon on a product. */
export interface CouponDetails {
  percent: number;
  description: string;
  /** Shared by a channel partner (an order carries at most one). */
  partner: boolean;
}

/** The delivery pincode's details (PincodeDetails): where the order is supplied and its GST. */
export interface PlaceOfSupply {
  state: string;
  taxPercent: number;
  /** Blank: TAX_NAME. */
  taxName: string;
  currencySymbol?: string;
}

/** Prepaid_Discount: the amount off a prepaid order and the most the coupons may take off one product. */
export interface PrepaidOfferFacts {
  amount: number;
  maxLineDiscountPercent: number;
  currencySymbol?: string;
}

/** A coupon as the shopper applies it: a code on a product and colour of the cart. */
export interface CheckoutCoupon {
  productId: number;
  colorId: number;
  code: string;
}

export interface CheckoutFacts {
  /** The cart's lines (CartItemsList), in order. */
  lines: readonly OrderLine[];
  /** The cart's currency. */
  currency: string;
  /** The coupons as the shopper applied them, in order (blanks and repeats allowed). */
  coupons: readonly CheckoutCoupon[];
  /** A coupon being checked (the coupon check): judged after `coupons`, as if applied last. */
  candidate?: CheckoutCoupon | null;
  /**
   * A coupon's details on its product (code normalised); null: 'Invalid Coupon Code'. Asked only
   * for the coupons of couponsToLookUp.
   */
  couponDetails: (coupon: CheckoutCoupon) => CouponDetails | null;
  prepaid: boolean;
  prepaidOffer: PrepaidOfferFacts;
  /** The delivery pincode's details; null without a delivery address (no GST split). */
  place: PlaceOfSupply | null;
}

/** A valid coupon with its discount: its figure on the cart, or its share of one line. */
export interface PricedCoupon extends CheckoutCoupon, CouponDetails {
  discount: number;
}

export type CouponRefusalReason = 'couponNotInCart' | 'couponInvalid' | 'couponDuplicate' | CouponLimit;

/** A coupon the checkout refuses, with the refusal's code and message. */
export interface RefusedCoupon extends CheckoutCoupon {
  reason: CouponRefusalReason;
  refusal: { code: string; message: string };
  /** Its place in `coupons` (the first entry of it); the candidate's is coupons.length. */
  index: number;
}

export type CandidateVerdict =
  { kind: 'blank' } | { kind: 'refused'; coupon: RefusedCoupon } | { kind: 'accepted'; coupon: PricedCoupon };

export interface GstFigures {
  taxName: string;
  percent: number;
  /** amount - tax */
  taxable: number;
  tax: number;
  /** Inside the seller's state: the halves; else null. */
  cgst: number | null;
  sgst: number | null;
  /** In another state: the whole tax; else null. */
  igst: number | null;
  interState: boolean;
  sellerState: string;
  placeOfSupply: string;
}

export interface CheckoutLineFigures {
  /** quantity x (price + offer products) */
  subtotal: number;
  couponDiscount: number;
  total: number;
  /** The line's valid coupons, each with its share of this line. */
  coupons: PricedCoupon[];
  /** The line's coupon codes and the sum of their percents (what an order line stores). */
  codes: string[];
  percent: number;
}

export interface CheckoutFigures {
  currency: string;
  currencySymbol: string;
  itemCount: number;
  /** Per cart line, in order. */
  lines: CheckoutLineFigures[];
  /** The valid coupons in the order applied, each with its figure on the cart. */
  coupons: PricedCoupon[];
  /** The refused coupons of `coupons` in input order (the candidate's refusal is in `candidate`). */
  rejected: RefusedCoupon[];
  /** The candidate's verdict; null without a candidate. */
  candidate: CandidateVerdict | null;
  subtotal: number;
  couponDiscount: number;
  prepaidDiscount: number;
  /** The prepaid discount on offer, whatever the payment mode. */
  prepaidOffer: number;
  shipping: number;
  amountPayable: number;
  /** The tax-inclusive GST split of the amount payable at the place of supply; null without one. */
  gst: GstFigures | null;
}

/**
 * The coupons whose details the figures need, without blanks and repeats (codes normalised): the
 * applied ones and the candidate, when their product and colour are in the cart.
 */
export function couponsToLookUp(
  lines: readonly OrderLine[],
  coupons: readonly CheckoutCoupon[],
  candidate?: CheckoutCoupon | null,
): CheckoutCoupon[] {
  return distinctCoupons(candidate ? [...coupons, candidate] : coupons).filter(
    (c) => checkCouponApplication(c, [], lines) === null,
  );
}

/** A GST split as a checkout shows it at its place of supply. */
export function gstAtPlace(split: GstSplit, place: PlaceOfSupply): GstFigures {
  return {
    taxName: place.taxName || TAX_NAME,
    percent: split.percent,
    taxable: split.taxable,
    tax: split.tax,
    cgst: split.interState ? null : split.cgst,
    sgst: split.interState ? null : split.sgst,
    igst: split.interState ? split.igst : null,
    interState: split.interState,
    sellerState: SELLER_STATE,
    placeOfSupply: place.state,
  };
}

const sameCoupon = (a: CheckoutCoupon, b: CheckoutCoupon) =>
  onLine(a, b) && normaliseCouponCode(a.code) === normaliseCouponCode(b.code);

function refusalOf(reason: CouponRefusalReason, code: string, max: number): { code: string; message: string } {
  return reason === 'cap' || reason === 'partner' ? couponLimitError(reason, code, max) : CHECKOUT_ERRORS[reason];
}

export function checkoutFigures(facts: CheckoutFacts): CheckoutFigures {
  const { lines, prepaidOffer, place } = facts;
  const max = prepaidOffer.maxLineDiscountPercent;
  const candidate = facts.candidate ?? null;
  // Before any look-up the candidate may be blank, already applied or not in the cart; else it is
  // judged with the applied coupons, as the last one.
  const candidateCheck = candidate ? checkCouponApplication(candidate, facts.coupons, lines) : null;
  const judged = candidate && candidateCheck === null ? [...facts.coupons, candidate] : facts.coupons;
  const candidateIndex = facts.coupons.length;
  const refuse = (
    coupon: CheckoutCoupon,
    reason: CouponRefusalReason,
    index = judged.findIndex((c) => sameCoupon(c, coupon)),
  ): RefusedCoupon => {
    const code = normaliseCouponCode(coupon.code);
    const { productId, colorId } = coupon;
    return { productId, colorId, code, reason, refusal: refusalOf(reason, code, max), index };
  };

  const refused: RefusedCoupon[] = [];
  if (candidate && candidateCheck !== null && candidateCheck !== 'blank')
    refused.push(refuse(candidate, candidateCheck, candidateIndex));
  const found: Array<CheckoutCoupon & CouponDetails> = [];
  for (const coupon of distinctCoupons(judged)) {
    const check = checkCouponApplication(coupon, [], lines);
    if (check === 'blank') continue;
    const details = check === null ? facts.couponDetails(coupon) : null;
    const { productId, colorId, code } = coupon;
    if (details) {
      const { percent, description, partner } = details;
      found.push({ productId, colorId, code, percent, description, partner });
    } else refused.push(refuse(coupon, check ?? 'couponInvalid'));
  }
  const breaches = couponLimitBreaches(found, max);
  for (const b of breaches) refused.push(refuse(b.coupon, b.limit));
  refused.sort((a, b) => a.index - b.index);
  const valid = found.filter((c) => !breaches.some((b) => b.coupon === c));

  const totals = orderTotals({
    lines,
    coupons: valid,
    prepaid: facts.prepaid,
    prepaidDiscount: prepaidOffer.amount,
    shipping: SHIPPING_CHARGE,
    taxPercent: place?.taxPercent ?? 0,
    interState: place ? isInterState(place.state) : false,
  });
  const coupons: PricedCoupon[] = valid.map((c, i) => ({ ...c, discount: totals.coupons[i]?.discount ?? 0 }));

  return {
    currency: facts.currency,
    currencySymbol: place?.currencySymbol ?? prepaidOffer.currencySymbol ?? SHOP_CURRENCY_SYMBOL,
    itemCount: cartCount(lines),
    lines: lines.map((line, i) => {
      const figures = totals.lines[i];
      if (!figures) throw new Error(`orderTotals answered no figures for line ${i}`);
      const { subtotal, couponDiscount, total, codes, percent } = figures;
      const shares = figures.coupons.flatMap((share) =>
        valid.filter((c) => onLine(c, line) && c.code === share.code).map((c) => ({ ...c, discount: share.discount })),
      );
      return { subtotal, couponDiscount, total, coupons: shares, codes, percent };
    }),
    coupons,
    rejected: refused.filter((r) => r.index < candidateIndex),
    candidate: candidate
      ? candidateVerdict(candidate, candidateCheck, refused.find((r) => r.index === candidateIndex) ?? null, coupons)
      : null,
    subtotal: totals.subtotal,
    couponDiscount: totals.couponDiscount,
    prepaidDiscount: totals.prepaidDiscount,
    prepaidOffer: prepaidOffer.amount,
    shipping: totals.shipping,
    amountPayable: totals.amount,
    gst: place ? gstAtPlace(totals.gst, place) : null,
  };
}

/** The candidate's verdict: blank, refused (before a look-up or after it), or accepted with its figure. */
function candidateVerdict(
  candidate: CheckoutCoupon,
  check: ReturnType<typeof checkCouponApplication>,
  refusal: RefusedCoupon | null,
  accepted: readonly PricedCoupon[],
): CandidateVerdict {
  if (check === 'blank') return { kind: 'blank' };
  if (refusal) return { kind: 'refused', coupon: refusal };
  const coupon = accepted.find((c) => sameCoupon(c, candidate));
  if (check !== null || !coupon) throw new Error(`coupon ${candidate.code} was neither refused nor accepted`);
  return { kind: 'accepted', coupon };
}
