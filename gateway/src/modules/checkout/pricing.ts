// The checkout's figures for the viewer's cart with the applied coupons: each coupon checked
// (blank, repeated, product not in cart, upstream's 'Invalid Coupon Code'), each line's valid
// coupons and discount, and the totals by the rules. Shared by the summary and placeOrder.
import type { GatewayContext } from '../../context.ts';
import type { PaymentMode } from '../../generated/resolvers.ts';
import { userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';
import type { CartLine } from '../cart/models.ts';
import { CHECKOUT_ERRORS, SHIPPING_CHARGE } from './constants.ts';
import type { CouponInfo, RejectedCoupon } from './models.ts';
import {
  checkCouponApplication,
  checkoutTotals,
  distinctCoupons,
  normaliseCode,
  productCouponDiscount,
  type CheckoutTotals,
  type CouponTarget,
} from './rules.ts';

export interface PricedCoupon extends CouponTarget {
  percent: number;
  description: string;
  /** This coupon's part of its lines' discount. */
  discount: number;
}

export interface PricedCart {
  totals: CheckoutTotals;
  /** Valid coupons per cart line (same order as the lines). */
  lineCoupons: PricedCoupon[][];
  /** Valid coupons, one entry per coupon (for the order request). */
  coupons: PricedCoupon[];
  rejected: Array<RejectedCoupon & { index: number }>;
}

const sameLine = (line: Pick<CartLine, 'productId' | 'colorId'>, c: Pick<CouponTarget, 'productId' | 'colorId'>) =>
  line.productId === c.productId && line.colorId === c.colorId;

/** Starts the coupons' loads now, so that they run with the request's first calls (cached for priceCart). */
export function primeCoupons(context: GatewayContext, token: string, requested: readonly CouponTarget[]): void {
  for (const c of distinctCoupons(requested))
    void context.loaders.checkout.coupon.load({ token, code: c.code, productId: c.productId }).catch(() => null);
}

/** Checks and prices the coupons (upstream's percents through the request's loader) and the cart. */
export async function priceCart(
  context: GatewayContext,
  token: string,
  lines: readonly CartLine[],
  requested: readonly CouponTarget[],
  mode: PaymentMode | null,
  prepaidOffer: number,
): Promise<PricedCart> {
  const coupons = distinctCoupons(requested);
  const checks = coupons.map((c) => checkCouponApplication(c, [], lines));
  const infos = await Promise.all(
    coupons.map((c, i): Promise<CouponInfo | null> =>
      checks[i] === 'ok'
        ? context.loaders.checkout.coupon.load({ token, code: c.code, productId: c.productId })
        : Promise.resolve(null),
    ),
  );
  const rejected: PricedCart['rejected'] = [];
  const valid: Array<CouponTarget & { percent: number; description: string }> = [];
  coupons.forEach((c, i) => {
    const check = checks[i];
    const info = infos[i];
    const index = requested.findIndex((r) => sameLine(r, c) && normaliseCode(r.code) === c.code);
    if (check === 'ok' && info) valid.push({ ...c, percent: info.percent, description: info.description });
    else if (check !== 'blank') {
      const kind = check === 'ok' || check === undefined ? CHECKOUT_ERRORS.couponInvalid : check;
      rejected.push({ ...c, message: kind.message, reason: kind.code, index });
    }
  });
  const quantityOf = (c: CouponTarget) => lines.filter((l) => sameLine(l, c)).reduce((sum, l) => sum + l.quantity, 0);
  const priceOf = (c: CouponTarget) => lines.find((l) => sameLine(l, c))?.unitPrice ?? 0;
  const priced = valid.map((c): PricedCoupon => ({
    ...c,
    discount: productCouponDiscount({ unitPrice: priceOf(c), quantity: quantityOf(c) }, [c.percent]),
  }));
  const lineCoupons = lines.map((line) =>
    priced.filter((c) => sameLine(line, c)).map((c) => ({ ...c, discount: productCouponDiscount(line, [c.percent]) })),
  );
  const totals = checkoutTotals(
    lines.map((line, i) => ({ ...line, couponPercents: (lineCoupons[i] ?? []).map((c) => c.percent) })),
    mode,
    prepaidOffer,
    SHIPPING_CHARGE,
  );
  return { totals, lineCoupons, coupons: priced, rejected };
}

/** The userErrors of rejected coupons, on the coupon's place in the input. */
export function couponUserErrors(rejected: PricedCart['rejected'], root: string[]): UserError[] {
  return rejected.map((r) => userErrorWithMessage(r.reason, r.message, [...root, String(r.index), 'code']));
}
