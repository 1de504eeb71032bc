// The gateway's one pricing path: a checkout's figures for the shopper's choices (coupons in the
// order applied, payment mode, delivery address, and the coupon being checked), worked out by
// @shop/commerce's checkoutFigures from the spec's REST data only: the cart, the coupons' details,
// the delivery pincode's details and the prepaid offer. The answer is kept in the request's
// loaders (loaders.checkout.pricing), so the summary screen, applyCoupon and placeOrder read one
// answer per request and input. Upstream records an order with the same function.
//
// Round 1, together: the cart, the delivery addresses, the prepaid offer and every coupon's details
// (started before the cart is known); round 2: the delivery pincode's details, asked as soon as the
// addresses are known.
import { cartCurrency } from '@shop/commerce/cart/subtotal';
import { checkoutFigures, couponsToLookUp, type RefusedCoupon } from '@shop/commerce/checkout/checkout-figures';
import { distinctCoupons } from '@shop/commerce/checkout/coupons';
import { isPrepaid } from '@shop/commerce/checkout/payment-mode';
import { unauthenticated } from '../../auth/require-customer.ts';
import type { GatewayContext } from '../../context.ts';
import { userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';
import type { CouponRequest, PricingKey } from './loaders.ts';
import type { Address, CouponInfo, PricedCheckout } from './models.ts';

export type PricingInput = Omit<PricingKey, 'token' | 'candidate'> & { candidate?: CouponRequest | null };

/** The address the checkout is for: the chosen one, else the primary one, else the first. */
export function deliveryAddressOf(addresses: readonly Address[], chosenId: number | null): Address | null {
  if (chosenId !== null) return addresses.find((a) => a.id === chosenId) ?? null;
  return addresses.find((a) => a.isPrimary) ?? addresses[0] ?? null;
}

/** The checkout priced for these choices: worked out on the request's first ask, shared after. */
export function priceCheckout(context: GatewayContext, token: string, input: PricingInput): Promise<PricedCheckout> {
  const key: PricingKey = {
    token,
    coupons: input.coupons,
    paymentMode: input.paymentMode,
    deliveryAddressId: input.deliveryAddressId,
    candidate: input.candidate ?? null,
  };
  return context.loaders.checkout.pricing.get(key, () => workOut(context, key));
}

const detailsKey = (c: CouponRequest) => `${c.productId}|${c.colorId}|${c.code}`;

async function workOut(context: GatewayContext, key: PricingKey): Promise<PricedCheckout> {
  const { loaders } = context;
  const { token, coupons, candidate } = key;
  const details = (c: CouponRequest): Promise<CouponInfo | null> =>
    loaders.checkout.coupon.load({ token, code: c.code, productId: c.productId });
  // Started now, beside the cart; a coupon the cart turns out not to need is never awaited.
  for (const c of distinctCoupons(candidate ? [...coupons, candidate] : coupons)) void details(c).catch(() => null);
  // The pincode's details as soon as the addresses are known, whatever the cart's and offer's calls.
  const addressesLoad = loaders.checkout.deliveryAddresses.load(token);
  const placeLoad = addressesLoad.then((addresses) => {
    const address = addresses && deliveryAddressOf(addresses, key.deliveryAddressId);
    return address ? loaders.checkout.pincode.load(address.pincode) : null;
  });
  placeLoad.catch(() => undefined);
  const [lines, addresses, offer] = await Promise.all([
    loaders.cart.lines.load(token),
    addressesLoad,
    loaders.checkout.prepaidOffer.load(token),
  ]);
  if (lines === null || addresses === null || offer === null) throw unauthenticated();
  const address = deliveryAddressOf(addresses, key.deliveryAddressId);
  const wanted = couponsToLookUp(lines, coupons, candidate);
  const [found, place] = await Promise.all([Promise.all(wanted.map(details)), placeLoad]);
  const byCoupon = new Map(wanted.map((c, i) => [detailsKey(c), found[i] ?? null]));
  const figures = checkoutFigures({
    lines,
    currency: cartCurrency(lines),
    coupons,
    candidate,
    couponDetails: (c) => byCoupon.get(detailsKey(c)) ?? null,
    prepaid: isPrepaid(key.paymentMode),
    prepaidOffer: offer,
    place,
  });
  return { lines, deliveryAddress: address, figures };
}

/** The userErrors of refused coupons, on the coupon's place in the input. */
export function couponUserErrors(refused: readonly RefusedCoupon[], root: string[]): UserError[] {
  return refused.map((r) =>
    userErrorWithMessage(r.refusal.code, r.refusal.message, [...root, String(r.index), 'code']),
  );
}
