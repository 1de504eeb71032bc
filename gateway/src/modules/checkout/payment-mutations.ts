// Online payments of orders: retryPayment (a cancelled prepaid order paid again; the payload's
// paymentRedirect is the new payment form, as placeOrder's) and the viewer's orderPayment (can the
// order be paid again, a refund due). Upstream decides both; its refusals (out of stock, naming
// the product; not retryable; a used-up coupon) become userErrors.
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { toMoney } from '@shop/commerce/money';
import { paths } from '@shop/commerce/paths';
import { refusedByUpstream, requireCustomer, unauthenticated } from '../../auth/require-customer.ts';
import type { MutationResolvers, ViewerResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userErrorWithMessage } from '../../graphql/user-errors.ts';
import { orderIdInput } from './inputs.ts';
import type { PlaceOrderPayload } from './models.ts';
import { orderRefusal } from './order-mutations.ts';

const NOT_FOUND = CHECKOUT_ERRORS.orderNotFound;

export const PaymentMutation: MutationResolvers = {
  retryPayment: async (_parent, args, context): Promise<PlaceOrderPayload> => {
    const token = requireCustomer(context.session);
    const orderId = parseInput(orderIdInput, args.orderId, 'orderId').toUpperCase();
    const refused = (error: { code: string; message: string }): PlaceOrderPayload => ({
      orderId: null,
      settled: false,
      confirmationPath: null,
      paymentRedirect: null,
      amountPayable: null,
      userErrors: [userErrorWithMessage(error.code, error.message, ['orderId'])],
    });
    if (orderId === '') return refused(NOT_FOUND);
    const result = await context.clients.payment.retry(token, orderId);
    if (result.kind === 'unauthorized') return refusedByUpstream(context.session, token);
    if (result.kind === 'refused') {
      if (result.refusal.notFound) return refused(NOT_FOUND);
      const error = orderRefusal(result.refusal);
      return refused({ code: error.code, message: error.message });
    }
    const order = result.value;
    return {
      orderId: order.orderId,
      settled: order.settled,
      confirmationPath: paths.orderConfirmation.href(order.orderId),
      paymentRedirect: order.settled ? null : order.paymentRedirect,
      amountPayable: toMoney(order.amount),
      userErrors: [],
    };
  },
};

export const PaymentViewer: ViewerResolvers = {
  /** Null for an unknown order or another customer's. */
  orderPayment: async (_viewer, args, context) => {
    const token = requireCustomer(context.session);
    const orderId = parseInput(orderIdInput, args.orderId, 'orderId').toUpperCase();
    if (orderId === '') return null;
    const facts = await context.loaders.checkout.payment.load({ token, orderId });
    if (facts === 'unauthorized') {
      context.session.rejectToken(token);
      throw unauthenticated();
    }
    if (facts === null) return null;
    return {
      orderId: facts.orderId,
      canRetry: facts.canRetry,
      refundDue: facts.refundDue ? toMoney(facts.refundDue.amount, facts.refundDue.currencyCode) : null,
    };
  },
};
