// The shop's payment response handler (outside /api; the gateway proxies /payment/* on the shop's
// origin): POST /payment/response, posted by the payment provider's page in the shopper's browser,
// with the form the provider declares (its returnForm: CCAvenue's encResp and orderNo). A return
// acted on answers 303 to /orderconfirmation/{order} (settled, cancelled, or refund due: the
// confirmation says so); otherwise an HTML page with a link to the shop's orders: 400 refused
// (forged, mismatched, disagreeing with the provider's API), 409 replayed, 502 the provider's API
// gave no answer (with Check again, posting the same form).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@shop/commerce/checkout/messages';
import { absoluteUrl, paths } from '@shop/commerce/paths';
import { REST_CHECKOUT_MESSAGES as M } from '../domain/checkout-constants.ts';
import { PAYMENT_PATHS } from '../domain/payment-constants.ts';
import { Html, PAYMENT_TAGS, paymentFormScope, sendPage } from '../http/payment-forms.ts';
import type { AppContext } from '../services/app-context.ts';
import { mailOrderPlaced } from '../services/order-mails.ts';
import { problemPage, unconfirmedPage } from '../services/payment-pages.ts';

export const checkoutPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const ordersUrl = absoluteUrl(ctx.publicUrl, paths.orderList.href());
  paymentFormScope(app, ordersUrl);

  app.post(
    PAYMENT_PATHS.response,
    {
      schema: {
        tags: PAYMENT_TAGS,
        summary:
          "The shop's response handler: verifies the payment provider's return with the provider's API, settles or cancels the order once (or records a refund due), then 303 to /orderconfirmation/{order_id}",
        consumes: ['application/x-www-form-urlencoded'],
        body: ctx.paymentProvider.returnForm,
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
      const outcome = await ctx.paymentResponses.handle(request.body);
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
      if (outcome.kind === 'unconfirmed') return sendPage(reply, 502, unconfirmedPage(request.body, ordersUrl));
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
