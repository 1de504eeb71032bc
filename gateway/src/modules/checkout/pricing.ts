// The checkout's figures for the viewer's cart with the applied coupons: each coupon checked
// (blank, repeated, product not in cart, upstream's 'Invalid Coupon Code', then the shop's limits
// in the order applied: upstream's maximum discount on one product, one partner coupon per order),
// each line's valid coupons and their shares, and the totals by @shop/commerce's orderTotals (the
// same function upstream records the order with). Shared by the summary and placeOrder.
import { SHIPPING_CHARGE } from '@shop/commerce/checkout/limits';
import { CHECKOUT_ERRORS, couponLimitError } from '@shop/commerce/checkout/messages';
import {
  checkCouponApplication,
  couponLimitBreaches,
  distinctCoupons,
  normaliseCouponCode,
} from '@shop/commerce/checkout/coupons';
import { isPrepaid, type PaymentMode } from '@shop/commerce/checkout/payment-mode';
import { onLine, orderTotals, type OrderTotals } from '@shop/commerce/checkout/pricing';
import type { GatewayContext } from '../../context.ts';
import { userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';
import type { CartLine } from '../cart/models.ts';
import type { CouponInfo, PrepaidOffer, RejectedCoupon } from './models.ts';

/** A coupon as the GraphQL arguments name it: a code on a product and colour of the cart. */
export interface CouponRequest {
  productId: number;
  colorId: number;
  code: string;
}

export interface PricedCoupon extends CouponRequest {
  percent: number;
  description: string;
  /** This coupon's discount: its share of one line (lineCoupons), or its figure on the cart (coupons). */
  discount: number;
}

export interface PricedCart {
  /** Without GST: the summary splits the amount by the delivery pincode's percent and state. */
  totals: OrderTotals;
  /** Valid coupons per cart line (same order as the lines). */
  lineCoupons: PricedCoupon[][];
  /** Valid coupons, one entry per coupon (for the order request). */
  coupons: PricedCoupon[];
  rejected: Array<RejectedCoupon & { index: number }>;
}

/** Starts the coupons' loads now, so that they run with the request's first calls (cached for priceCart). */
export function primeCoupons(context: GatewayContext, token: string, requested: readonly CouponRequest[]): void {
  for (const c of distinctCoupons(requested))
    void context.loaders.checkout.coupon.load({ token, code: c.code, productId: c.productId }).catch(() => null);
}

/** Checks and prices the coupons (upstream's percents through the request's loader) and the cart. */
export async function priceCart(
  context: GatewayContext,
  token: string,
  lines: readonly CartLine[],
  requested: readonly CouponRequest[],
  mode: PaymentMode | null,
  offer: PrepaidOffer,
): Promise<PricedCart> {
  const coupons = distinctCoupons(requested);
  const checks = coupons.map((c) => checkCouponApplication(c, [], lines));
  const infos = await Promise.all(
    coupons.map((c, i): Promise<CouponInfo | null> =>
      checks[i] === null
        ? context.loaders.checkout.coupon.load({ token, code: c.code, productId: c.productId })
        : Promise.resolve(null),
    ),
  );
  const rejected: PricedCart['rejected'] = [];
  const reject = (c: CouponRequest, refusal: { code: string; message: string }) => {
    const index = requested.findIndex((r) => onLine(r, c) && normaliseCouponCode(r.code) === c.code);
    rejected.push({ ...c, message: refusal.message, reason: refusal.code, index });
  };
  const found: Array<CouponRequest & { percent: number; description: string; partner: boolean }> = [];
  coupons.forEach((c, i) => {
    const check = checks[i] ?? null;
    const info = infos[i];
    if (check === 'blank') return;
    if (check === null && info)
      found.push({ ...c, percent: info.percent, description: info.description, partner: info.partner });
    else reject(c, CHECKOUT_ERRORS[check ?? 'couponInvalid']);
  });
  const max = offer.maxLineDiscountPercent;
  const breaches = couponLimitBreaches(found, max);
  for (const b of breaches) reject(b.coupon, couponLimitError(b.limit, b.coupon.code, max));
  rejected.sort((a, b) => a.index - b.index);
  const valid = found.filter((c) => !breaches.some((b) => b.coupon === c)).map(({ partner: _partner, ...c }) => c);
  const totals = orderTotals({
    lines,
    coupons: valid,
    prepaid: isPrepaid(mode),
    prepaidDiscount: offer.amount,
    shipping: SHIPPING_CHARGE,
    taxPercent: 0,
    interState: false,
  });
  return {
    totals,
    lineCoupons: lines.map((line, i) =>
      (totals.lines[i]?.coupons ?? []).flatMap((share) =>
        valid.filter((c) => onLine(c, line) && c.code === share.code).map((c) => ({ ...c, discount: share.discount })),
      ),
    ),
    coupons: valid.map((c, i) => ({ ...c, discount: totals.coupons[i]?.discount ?? 0 })),
    rejected,
  };
}

/** The userErrors of rejected coupons, on the coupon's place in the input. */
export function couponUserErrors(rejected: PricedCart['rejected'], root: string[]): UserError[] {
  return rejected.map((r) => userErrorWithMessage(r.reason, r.message, [...root, String(r.index), 'code']));
}
