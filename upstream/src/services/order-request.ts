// Reading a CreateOrderNew body: the payment type, the applied coupons per line (product-colour),
// the codes of `coupons`, and the checks of the client's figures against the server's.
import type { CheckoutFigures } from '@shop/commerce/checkout/checkout-figures';
import { normaliseCouponCode } from '@shop/commerce/checkout/coupons';
import { onLine } from '@shop/commerce/checkout/pricing';
import { sameAmount, toPaise } from '@shop/commerce/money';
import { PAYTYPE, type Paytype } from '../domain/checkout-constants.ts';
import type { CreateOrderBody } from '../routes/schemas/checkout.ts';

export function paytypeOf(raw: CreateOrderBody['paytype']): Paytype | null {
  const value = Number(raw);
  return value === PAYTYPE.PREPAID || value === PAYTYPE.CASH_ON_DELIVERY ? value : null;
}

export interface RequestedCoupon {
  productId: number;
  colorId: number;
  code: string;
  /** The client's figure for this coupon's discount, when sent. */
  discount: number | undefined;
}

export function requestedCoupons(body: Pick<CreateOrderBody, 'p_coupons'>): RequestedCoupon[] {
  return (body.p_coupons ?? [])
    .map((c) => ({
      productId: c.productId,
      colorId: c.colorId,
      code: normaliseCouponCode(c.code),
      discount: c.discount,
    }))
    .filter((c) => c.code !== '');
}

/** The codes listed in `coupons` (comma separated or a list), normalised; [] when absent. */
export function listedCodes(raw: CreateOrderBody['coupons']): string[] {
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : raw.split(',');
  return [...new Set(values.map(normaliseCouponCode).filter((c) => c !== ''))];
}

/** True when `coupons` is absent or names exactly the codes of p_coupons. */
export function couponsAgree(listed: readonly string[], requested: readonly RequestedCoupon[]): boolean {
  if (listed.length === 0) return true;
  const codes = new Set(requested.map((c) => c.code));
  return listed.length === codes.size && listed.every((c) => codes.has(c));
}

export type FigureCheck = 'ok' | 'discount' | 'amount';

/**
 * The client's figures against the server's (checkoutFigures): each coupon's discount (to within a
 * paisa, as each is rounded alone), the discount total (exact), and the amount payable when sent
 * (exact).
 */
export function checkClientFigures(
  body: Pick<CreateOrderBody, 'discount' | 'amount'>,
  requested: readonly RequestedCoupon[],
  figures: Pick<CheckoutFigures, 'coupons' | 'couponDiscount' | 'amountPayable'>,
): FigureCheck {
  for (const c of requested) {
    if (c.discount === undefined) continue;
    const server = figures.coupons.find((f) => onLine(f, c) && f.code === c.code)?.discount ?? 0;
    if (Math.abs(toPaise(c.discount) - toPaise(server)) > 1) return 'discount';
  }
  if (!sameAmount(body.discount ?? 0, figures.couponDiscount)) return 'discount';
  if (body.amount !== undefined && !sameAmount(body.amount, figures.amountPayable)) return 'amount';
  return 'ok';
}
