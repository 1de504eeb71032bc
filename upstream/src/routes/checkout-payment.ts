// The shop's payment response handler (outside /api; the gateway proxies /payment/* on the shop's
// origin): POST /payment/response (encResp, orderNo), posted by the payment gateway's page in the
// shopper's browser. A response acted on answers 303 to /orderconfirmation/{order} (settled,
// cancelled, or refund due: the confirmation says so); otherwise an HTML page with a link to the
// shop's orders: 400 refused (forged, mismatched, disagreeing with the status API), 409 replayed,
// 502 the status API gave no answer (with Check again). The sandbox gateway: checkout-payment-sandbox.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@shop/commerce/checkout/messages';
import { absoluteUrl, paths } from '@shop/commerce/paths';
import { REST_CHECKOUT_MESSAGES as M } from '../domain/checkout-constants.ts';
import { PAYMENT_PATHS } from '../domain/payment-constants.ts';
import type { AppContext } from '../services/app-context.ts';
import { mailOrderPlaced } from '../services/order-mails.ts';
import { problemPage, unconfirmedPage } from '../services/payment-pages.ts';
import { Html, PAYMENT_TAGS, formField, hexField, paymentFormScope, sendPage } from './checkout-payment-common.ts';

const ResponseForm = z.object({ encResp: hexField, orderNo: formField(40).optional() }).loose();

export const checkoutPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const ordersUrl = absoluteUrl(ctx.publicUrl, paths.orderList.href());
  paymentFormScope(app, ordersUrl);

  app.post(
    PAYMENT_PATHS.response,
    {
      schema: {
        tags: PAYMENT_TAGS,
        summary:
          "The shop's response handler: verifies the response with the gateway's status API, settles or cancels the order once (or records a refund due), then 303 to /orderconfirmation/{order_id}",
        consumes: ['application/x-www-form-urlencoded'],
        body: ResponseForm,
        response: {
          303: z.string().describe('Redirect to the order confirmation (empty body)'),
          400: Html,
          409: Html,
          413: Html,
          415: Html,
          502: Html,
        },
      },
    },
    async (request, reply) => {
      const { encResp, orderNo } = request.body;
      const outcome = await ctx.paymentResponses.handle(encResp, orderNo);
      if (outcome.kind === 'refused')
        return sendPage(reply, 400, problemPage('Payment not accepted', M.paymentRefused, ordersUrl));
      if (outcome.kind === 'replayed')
        return sendPage(
          reply,
          409,
          problemPage(
            'Payment already processed',
            PAYMENT_MESSAGES.responseReplayed,
            absoluteUrl(ctx.publicUrl, paths.orderConfirmation.href(outcome.orderId)),
          ),
        );
      if (outcome.kind === 'unconfirmed')
        return sendPage(reply, 502, unconfirmedPage(encResp, orderNo ?? '', ordersUrl));
      if (outcome.outcome === 'settled') await mailOrderPlaced(ctx, outcome.orderId);
      return reply
        .code(303)
        .header('location', absoluteUrl(ctx.publicUrl, paths.orderConfirmation.href(outcome.orderId)))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('');
    },
  );
};
