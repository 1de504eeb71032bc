// applyCoupon and placeOrder, both reading the priced checkout (pricing.ts). applyCoupon answers
// the candidate's verdict in the figures with it applied. placeOrder checks in the spec's order
// (cart, address, payment mode, deliverability: @shop/commerce's orderProblem), refuses coupons
// that do not apply and an amount other than the one the shopper saw, and asks upstream to create
// the order of the cart lines it priced, with the figures it showed and the client's
// Idempotency-Key (one per checkout attempt: the same key and request answer the same order; the
// same key with another request is IDEMPOTENCY_CONFLICT). Upstream prices the order with the same
// checkoutFigures, refuses figures that differ or a cart that changed, and caps lines holding more
// than is left; its refusals become userErrors.
import { distinctCoupons, normaliseCouponCode } from '@shop/commerce/checkout/coupons';
import { CHECKOUT_ERRORS as E, COUPON_LIMIT_CODES } from '@shop/commerce/checkout/messages';
import { orderProblem, type OrderProblem } from '@shop/commerce/checkout/orders';
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
import { couponUserErrors, priceCheckout } from './pricing.ts';

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
  const { deliveryAddressId, paymentMode } = input;
  // Together: the priced checkout (its first round: cart, addresses, prepaid offer, coupons) and deliverability.
  const [priced, delivery] = await Promise.all([
    priceCheckout(context, token, { coupons: input.coupons, paymentMode, deliveryAddressId }),
    deliveryAddressId === null
      ? Promise.resolve(null)
      : loaders.checkout.delivery.load({ token, addressId: deliveryAddressId }),
  ]);
  const { lines, figures } = priced;
  const problem = orderProblem({
    itemCount: figures.itemCount,
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
        productId: c.productId,
        colorId: c.colorId,
      })),
      gst: input.gstNumber,
      cartLines: [],
      referralToken: input.referralToken,
    });
  if (problem !== null) return refused([problemError(problem)]);
  // orderProblem answered a missing address or mode; no delivery check: the address is not the viewer's.
  if (deliveryAddressId === null || paymentMode === null || delivery === null)
    return refused([problemError('noDeliveryAddress')]);

  if (figures.rejected.length > 0) return refused(couponUserErrors(figures.rejected, ['input', 'coupons']));
  if (input.expectedAmountPayable !== null && !sameAmount(input.expectedAmountPayable, figures.amountPayable)) {
    return refused([userError(E.priceChanged, ['input', 'expectedAmountPayable'])]);
  }
  // The figures the shopper saw: upstream recomputes them and refuses the order when they differ.
  return askUpstream(context, token, input.idempotencyKey, {
    addressId: deliveryAddressId,
    paymentMode,
    coupons: figures.coupons.map((c) => ({
      code: c.code,
      productId: c.productId,
      colorId: c.colorId,
      discount: c.discount,
    })),
    discount: figures.couponDiscount,
    amount: figures.amountPayable,
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
    const { session } = context;
    const token = requireCustomer(session);
    const target = parseInput(applyCouponInput, input, 'input');
    const code = normaliseCouponCode(target.code);
    if (code === '') return { coupon: null, userErrors: [] };
    // Coupon guessing is limited per client and per account; a coupon that applies is forgiven.
    const limitKey = `user:${session.userId ?? token}`;
    if (!(await withinRateLimit(context, 'applyCoupon', limitKey, { raw: true })))
      return { coupon: null, userErrors: [userError(RATE_LIMIT_ERROR, ['input', 'code'])] };
    // The checkout's figures with this coupon applied after the others.
    const candidate = { productId: target.productId, colorId: target.colorId, code };
    const { figures } = await priceCheckout(context, token, {
      coupons: target.applied,
      candidate,
      paymentMode: null,
      deliveryAddressId: null,
    });
    const verdict = figures.candidate;
    if (verdict?.kind !== 'accepted') {
      const refusal = verdict?.kind === 'refused' ? verdict.coupon.refusal : null;
      return {
        coupon: null,
        userErrors: refusal ? [userErrorWithMessage(refusal.code, refusal.message, ['input', 'code'])] : [],
      };
    }
    await forgiveAttempt(context, 'applyCoupon', limitKey, { raw: true });
    const applied = verdict.coupon;
    return {
      coupon: {
        code: applied.code,
        productId: applied.productId,
        colorId: applied.colorId,
        percent: applied.percent,
        discount: toMoney(applied.discount, figures.currency),
        description: applied.description || null,
      },
      userErrors: [],
    };
  },

  placeOrder: (_parent, { input }, context) => placeOrder(context, input),
};
