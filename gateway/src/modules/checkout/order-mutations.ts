// applyCoupon and placeOrder. placeOrder checks in the spec's order (cart, address, payment mode,
// deliverability), prices the cart by the rules, refuses a changed amount, and asks upstream to
// create the order with an Idempotency-Key derived from the submit (a double click answers the
// same order). Upstream recomputes everything and has the last word; its refusals become userErrors.
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import type { GatewayContext } from '../../context.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { toMoney } from '../../graphql/money.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userError, userErrorWithMessage, type UserError } from '../../graphql/user-errors.ts';
import { cartCurrency } from '../cart/rules.ts';
import type { Refusal } from './client.ts';
import { CHECKOUT_ERRORS as E, ORDER_CONFIRMATION_PATH } from './constants.ts';
import { applyCouponInput, placeOrderInput } from './inputs.ts';
import type { PlaceOrderPayload } from './models.ts';
import { couponUserErrors, priceCart, primeCoupons } from './pricing.ts';
import { checkCouponApplication, normaliseCode, orderIdempotencyKey, productCouponDiscount } from './rules.ts';

/** The default gateway when upstream does not say where to post (CCAvenue's production URL). */
export const CCAVENUE_TRANSACTION_URL =
  'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction';

const refused = (userErrors: UserError[]): PlaceOrderPayload => ({
  orderId: null,
  settled: false,
  confirmationPath: null,
  paymentRedirect: null,
  amountPayable: null,
  userErrors,
});

/** Upstream's refusal codes -> the gateway's userError (upstream's message when it has one). */
function orderRefusal(refusal: Refusal): UserError {
  const byCode: Record<string, { code: string; message: string; field?: string[] }> = {
    CART_EMPTY: E.cartEmpty,
    NO_DELIVERY_ADDRESS: { ...E.noDeliveryAddress, field: ['input', 'deliveryAddressId'] },
    ADDRESS_NOT_FOUND: { ...E.noDeliveryAddress, field: ['input', 'deliveryAddressId'] },
    NO_PAYMENT_MODE: { ...E.noPaymentMode, field: ['input', 'paymentMode'] },
    NOT_DELIVERABLE: E.notDeliverable,
    DISCOUNT_MISMATCH: E.priceChanged,
    AMOUNT_MISMATCH: E.priceChanged,
    COUPON_INVALID: { ...E.couponInvalid, field: ['input', 'coupons'] },
    COUPON_NOT_IN_CART: { ...E.couponNotInCart, field: ['input', 'coupons'] },
    COUPON_DUPLICATE: { ...E.couponDuplicate, field: ['input', 'coupons'] },
  };
  const known = refusal.code ? byCode[refusal.code] : undefined;
  if (known) return userErrorWithMessage(known.code, known.message, known.field ?? null);
  if (refusal.code === 'OUT_OF_STOCK')
    return userErrorWithMessage(E.outOfStock.code, refusal.message ?? E.outOfStock.message);
  return userErrorWithMessage(refusal.code ?? E.orderFailed.code, refusal.message ?? E.orderFailed.message);
}

async function placeOrder(context: GatewayContext, rawInput: unknown): Promise<PlaceOrderPayload> {
  const { session, loaders, clients } = context;
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
  if (lines.length === 0) return refused([userError(E.cartEmpty)]);
  if (input.deliveryAddressId === null)
    return refused([userError(E.noDeliveryAddress, ['input', 'deliveryAddressId'])]);
  if (input.paymentMode === null) return refused([userError(E.noPaymentMode, ['input', 'paymentMode'])]);
  if (delivery === null) return refused([userError(E.noDeliveryAddress, ['input', 'deliveryAddressId'])]);
  if (!delivery.deliverable) return refused([userError(E.notDeliverable)]);

  const priced = await priceCart(context, token, lines, input.coupons, input.paymentMode, prepaid.amount);
  if (priced.rejected.length > 0) return refused(couponUserErrors(priced.rejected, ['input', 'coupons']));
  const { totals } = priced;
  if (
    input.expectedAmountPayable !== null &&
    Math.round(input.expectedAmountPayable * 100) !== Math.round(totals.amountPayable * 100)
  ) {
    return refused([userError(E.priceChanged, ['input', 'expectedAmountPayable'])]);
  }
  const key = orderIdempotencyKey({
    userId: session.userId ?? '',
    lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    addressId: input.deliveryAddressId,
    mode: input.paymentMode,
    coupons: priced.coupons,
  });
  const result = await clients.checkout.createOrder(
    token,
    {
      addressId: input.deliveryAddressId,
      paymentMode: input.paymentMode,
      coupons: priced.coupons.map((c) => ({
        code: c.code,
        productId: c.productId,
        colorId: c.colorId,
        discount: c.discount,
      })),
      discount: totals.couponDiscount,
      amount: totals.amountPayable,
      gst: input.gstNumber,
    },
    key,
  );
  if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
  if (result.kind === 'refused') return refused([orderRefusal(result.refusal)]);
  const order = result.value;
  const redirect =
    order.encRequest === null
      ? null
      : {
          url: order.paymentUrl ?? CCAVENUE_TRANSACTION_URL,
          encRequest: order.encRequest,
          accessCode: order.accessCode,
          fields: [
            { name: 'encRequest', value: order.encRequest },
            { name: 'access_code', value: order.accessCode },
          ],
        };
  return {
    orderId: order.orderId,
    settled: order.settled,
    confirmationPath: `${ORDER_CONFIRMATION_PATH}${order.orderId}`,
    paymentRedirect: redirect,
    amountPayable: toMoney(order.amount ?? totals.amountPayable, cartCurrency(lines)),
    userErrors: [],
  };
}

export const OrderMutation: MutationResolvers = {
  applyCoupon: async (_parent, { input }, context) => {
    const { session, loaders } = context;
    const token = requireCustomer(session);
    const target = parseInput(applyCouponInput, input, 'input');
    const code = normaliseCode(target.code);
    if (code === '') return { coupon: null, userErrors: [] };
    const [lines, info] = await Promise.all([
      loaders.cart.lines.load(token),
      loaders.checkout.coupon.load({ token, code, productId: target.productId }),
    ]);
    if (lines === null) return refusedByUpstream(session, token);
    const check = checkCouponApplication(target, target.applied, lines);
    if (check !== 'ok' && check !== 'blank') return { coupon: null, userErrors: [userError(check, ['input', 'code'])] };
    if (!info) return { coupon: null, userErrors: [userError(E.couponInvalid, ['input', 'code'])] };
    const same = lines.filter((l) => l.productId === target.productId && l.colorId === target.colorId);
    const quantity = same.reduce((sum, l) => sum + l.quantity, 0);
    const discount = productCouponDiscount({ unitPrice: same[0]?.unitPrice ?? 0, quantity }, [info.percent]);
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
