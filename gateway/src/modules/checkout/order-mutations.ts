// applyCoupon and placeOrder. placeOrder checks in the spec's order (cart, address, payment mode,
// deliverability: @shop/commerce's orderProblem), re-prices the cart with orderTotals, refuses a
// changed amount, and asks upstream to create the order of the cart lines it priced, with the
// client's Idempotency-Key (one per checkout attempt: the same key and request answer the same
// order; the same key with another request is IDEMPOTENCY_CONFLICT). Upstream prices the order with
// the same orderTotals, refuses figures that differ or a cart that changed, and caps lines holding
// more than is left; its refusals become userErrors.
import { cartCount, cartCurrency } from '@shop/commerce/cart/subtotal';
import {
  checkCouponApplication,
  couponLimitBreaches,
  distinctCoupons,
  normaliseCouponCode,
} from '@shop/commerce/checkout/coupons';
import { CHECKOUT_ERRORS as E, COUPON_LIMIT_CODES, couponLimitError } from '@shop/commerce/checkout/messages';
import { orderProblem, type OrderProblem } from '@shop/commerce/checkout/orders';
import { couponDiscountOnCart, onLine } from '@shop/commerce/checkout/pricing';
import { SHOP_CURRENCY, sameAmount, toMoney } from '@shop/commerce/money';
import { paths } from '@shop/commerce/paths';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import { forgiveAttempt, withinRateLimit } from '../../auth/throttle.ts';
import type { GatewayContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userError, userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';
import type { CreateOrderRequest, Refusal } from './client.ts';
import { applyCouponInput, placeOrderInput } from './inputs.ts';
import type { PlaceOrderPayload } from './models.ts';
import { couponUserErrors, priceCart, primeCoupons } from './pricing.ts';

const refused = (userErrors: UserError[]): PlaceOrderPayload => ({
  orderId: null,
  settled: false,
  confirmationPath: null,
  paymentRedirect: null,
  amountPayable: null,
  userErrors,
});

/** The input field each Place Order problem is about. */
const PROBLEM_FIELDS: Record<OrderProblem, string[] | null> = {
  cartEmpty: null,
  noDeliveryAddress: ['input', 'deliveryAddressId'],
  noPaymentMode: ['input', 'paymentMode'],
  notDeliverable: null,
};

const problemError = (problem: OrderProblem): UserError => userError(E[problem], PROBLEM_FIELDS[problem]);

/**
 * Upstream's refusal codes as the gateway's userErrors: its own codes and those of its REST dialect.
 * Without a message here, upstream's message is kept (the coupon limits name the coupon).
 */
const REFUSALS: Readonly<Record<string, { code: string; message?: string; field?: string[] }>> = {
  [E.cartEmpty.code]: E.cartEmpty,
  [E.noDeliveryAddress.code]: { ...E.noDeliveryAddress, field: ['input', 'deliveryAddressId'] },
  [E.addressNotFound.code]: { ...E.noDeliveryAddress, field: ['input', 'deliveryAddressId'] },
  [E.noPaymentMode.code]: { ...E.noPaymentMode, field: ['input', 'paymentMode'] },
  [E.notDeliverable.code]: E.notDeliverable,
  [E.discountMismatch.code]: E.priceChanged,
  [E.amountMismatch.code]: E.priceChanged,
  [E.couponInvalid.code]: { ...E.couponInvalid, field: ['input', 'coupons'] },
  COUPON_NOT_IN_CART: { ...E.couponNotInCart, field: ['input', 'coupons'] },
  [E.couponDuplicate.code]: { ...E.couponDuplicate, field: ['input', 'coupons'] },
  [COUPON_LIMIT_CODES.cap]: { code: COUPON_LIMIT_CODES.cap, field: ['input', 'coupons'] },
  [COUPON_LIMIT_CODES.partner]: { code: COUPON_LIMIT_CODES.partner, field: ['input', 'coupons'] },
};

/** Upstream's refusal -> the gateway's userError (upstream's message when it has one). */
export function orderRefusal(refusal: Refusal): UserError {
  const known = refusal.code ? REFUSALS[refusal.code] : undefined;
  if (known)
    return userErrorWithMessage(
      known.code,
      known.message ?? refusal.message ?? E.orderFailed.message,
      known.field ?? null,
    );
  if (refusal.code === E.outOfStock.code)
    return userErrorWithMessage(E.outOfStock.code, refusal.message ?? E.outOfStock.message);
  return userErrorWithMessage(refusal.code ?? E.orderFailed.code, refusal.message ?? E.orderFailed.message);
}

async function placeOrder(context: GatewayContext, rawInput: unknown): Promise<PlaceOrderPayload> {
  const { session, loaders } = context;
  const token = requireCustomer(session);
  const input = parseInput(placeOrderInput, rawInput, 'input');
  // Round 1, together: the cart, the prepaid discount, deliverability and the coupons' percents.
  primeCoupons(context, token, input.coupons);
  const [lines, prepaid, delivery] = await Promise.all([
    loaders.cart.lines.load(token),
    loaders.checkout.prepaidOffer.load(token),
    input.deliveryAddressId === null
      ? Promise.resolve(null)
      : loaders.checkout.delivery.load({ token, addressId: input.deliveryAddressId }),
  ]);
  if (lines === null || prepaid === null) return refusedByUpstream(session, token);
  const { deliveryAddressId, paymentMode } = input;
  const problem = orderProblem({
    itemCount: cartCount(lines),
    deliveryAddressId,
    paymentMode,
    deliverable: delivery?.deliverable ?? null,
  });
  // An empty cart may be the one an earlier submit of this attempt ordered: upstream answers that
  // order for the key (the same request) or refuses the empty cart.
  if (problem === 'cartEmpty' && deliveryAddressId !== null && paymentMode !== null)
    return askUpstream(context, token, input.idempotencyKey, {
      addressId: deliveryAddressId,
      paymentMode,
      coupons: distinctCoupons(input.coupons).map((c) => ({
        code: c.code,
        productId: Number(c.productId),
        colorId: Number(c.colorId),
      })),
      gst: input.gstNumber,
      cartLines: [],
      referralToken: input.referralToken,
    });
  if (problem !== null) return refused([problemError(problem)]);
  // orderProblem answered a missing address or mode; no delivery check: the address is not the viewer's.
  if (deliveryAddressId === null || paymentMode === null || delivery === null)
    return refused([problemError('noDeliveryAddress')]);

  const priced = await priceCart(context, token, lines, input.coupons, paymentMode, prepaid);
  if (priced.rejected.length > 0) return refused(couponUserErrors(priced.rejected, ['input', 'coupons']));
  const { totals } = priced;
  if (input.expectedAmountPayable !== null && !sameAmount(input.expectedAmountPayable, totals.amount)) {
    return refused([userError(E.priceChanged, ['input', 'expectedAmountPayable'])]);
  }
  return askUpstream(context, token, input.idempotencyKey, {
    addressId: deliveryAddressId,
    paymentMode,
    coupons: priced.coupons.map((c) => ({
      code: c.code,
      productId: c.productId,
      colorId: c.colorId,
      discount: c.discount,
    })),
    discount: totals.couponDiscount,
    amount: totals.amount,
    gst: input.gstNumber,
    cartLines: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    referralToken: input.referralToken,
  });
}

/** Upstream's CreateOrderNew of a request, as the payload (its refusals as userErrors). */
async function askUpstream(
  context: GatewayContext,
  token: string,
  idempotencyKey: string,
  request: CreateOrderRequest,
): Promise<PlaceOrderPayload> {
  const { session, clients } = context;
  const result = await clients.checkout.createOrder(token, request, idempotencyKey);
  if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
  if (result.kind === 'refused') return refused([orderRefusal(result.refusal)]);
  const order = result.value;
  return {
    orderId: order.orderId,
    settled: order.settled,
    confirmationPath: paths.orderConfirmation.href(order.orderId),
    paymentRedirect: order.settled ? null : order.paymentRedirect,
    amountPayable: toMoney(order.amount, SHOP_CURRENCY),
    userErrors: [],
  };
}

export const OrderMutation: MutationResolvers = {
  applyCoupon: async (_parent, { input }, context) => {
    const { session, loaders } = context;
    const token = requireCustomer(session);
    const target = parseInput(applyCouponInput, input, 'input');
    const code = normaliseCouponCode(target.code);
    if (code === '') return { coupon: null, userErrors: [] };
    // Coupon guessing is limited per client and per account; a coupon that applies is forgiven.
    const limitKey = `user:${session.userId ?? token}`;
    if (!(await withinRateLimit(context, 'applyCoupon', limitKey, { raw: true })))
      return { coupon: null, userErrors: [userError(RATE_LIMIT_ERROR, ['input', 'code'])] };
    const candidate = { productId: target.productId, colorId: target.colorId, code };
    const applied = distinctCoupons(target.applied).filter((c) => !(onLine(c, candidate) && c.code === code));
    // One round: the cart, this coupon, the coupons already applied and upstream's maximum discount.
    const [lines, info, offer, appliedInfos] = await Promise.all([
      loaders.cart.lines.load(token),
      loaders.checkout.coupon.load({ token, code, productId: target.productId }),
      loaders.checkout.prepaidOffer.load(token),
      Promise.all(applied.map((c) => loaders.checkout.coupon.load({ token, code: c.code, productId: c.productId }))),
    ]);
    if (lines === null || offer === null) return refusedByUpstream(session, token);
    const check = checkCouponApplication(target, target.applied, lines);
    if (check !== null && check !== 'blank')
      return { coupon: null, userErrors: [userError(E[check], ['input', 'code'])] };
    if (!info) return { coupon: null, userErrors: [userError(E.couponInvalid, ['input', 'code'])] };
    const held = applied.flatMap((c, i) => {
      const found = appliedInfos[i];
      return found && lines.some((l) => onLine(l, c)) ? [{ ...c, percent: found.percent, partner: found.partner }] : [];
    });
    const limited = { ...candidate, percent: info.percent, partner: info.partner };
    const max = offer.maxLineDiscountPercent;
    const breach = couponLimitBreaches([...held, limited], max).find((b) => b.coupon === limited);
    if (breach) {
      const refusal = couponLimitError(breach.limit, code, max);
      return { coupon: null, userErrors: [userErrorWithMessage(refusal.code, refusal.message, ['input', 'code'])] };
    }
    const discount = couponDiscountOnCart(lines, target, info.percent);
    await forgiveAttempt(context, 'applyCoupon', limitKey, { raw: true });
    return {
      coupon: {
        code,
        productId: target.productId,
        colorId: target.colorId,
        percent: info.percent,
        discount: toMoney(discount, cartCurrency(lines)),
        description: info.description || null,
      },
      userErrors: [],
    };
  },

  placeOrder: (_parent, { input }, context) => placeOrder(context, input),
};
