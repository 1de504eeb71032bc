// Payment routes (outside /api; the gateway proxies /payment/* on the shop's origin). The sandbox
// gateway: POST /payment/transaction (encRequest, access_code) shows the amount with Pay and
// Cancel; POST /payment/transaction/decision answers with a page that posts encResp to the shop.
// The shop's response handler: POST /payment/response (encResp, orderNo) settles or cancels the
// order once and redirects (303) to /orderconfirmation/{order_id}; a forged or mismatched response
// is refused (400) and changes nothing.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { absoluteUrl, paths } from '@shop/commerce/paths';
import { PAYMENT_PATHS } from '../domain/payment-constants.ts';
import { parseUrlEncoded } from '../http/multipart-form.ts';
import { HttpError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { errorPage, handBackPage, paymentPage, type SandboxPage } from '../services/payment-pages.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['payment'];
const FORM_LIMIT = 64 * 1024;
const field = (max: number) => z.string().max(max);
const TransactionForm = z.object({ encRequest: field(20_000), access_code: field(100) }).loose();
const DecisionForm = TransactionForm.extend({ decision: z.enum(['pay', 'cancel', 'fail']) });
const ResponseForm = z.object({ encResp: field(20_000), orderNo: field(40).optional() }).loose();
const Html = z.string().describe('HTML page');

function sendPage(reply: FastifyReply, status: number, sandboxPage: SandboxPage) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', sandboxPage.csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(sandboxPage.html);
}

export const checkoutPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, parseUrlEncoded(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );
  const htmlAnswers = { 200: Html, 400: Html } as const;

  app.post(
    PAYMENT_PATHS.sandboxTransaction,
    {
      schema: {
        tags,
        summary: 'Sandbox gateway: the payment page of an encrypted request (amount, Pay, Cancel)',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: z.object({ command: field(40).optional() }),
        body: TransactionForm,
        response: htmlAnswers,
      },
    },
    async (request, reply) => {
      const params = ctx.payment.sandboxRequest(request.body.encRequest, request.body.access_code);
      if (!params)
        return sendPage(
          reply,
          400,
          errorPage('The payment request could not be read (wrong access code or encryption).'),
        );
      return sendPage(reply, 200, paymentPage(params, request.body.encRequest, request.body.access_code));
    },
  );

  app.post(
    PAYMENT_PATHS.sandboxDecision,
    {
      schema: {
        tags,
        summary:
          'Sandbox gateway: Pay (Success), Cancel (Aborted) or fail (Failure); answers a page that posts encResp to the shop',
        consumes: ['application/x-www-form-urlencoded'],
        body: DecisionForm,
        response: htmlAnswers,
      },
    },
    async (request, reply) => {
      const params = ctx.payment.sandboxRequest(request.body.encRequest, request.body.access_code);
      if (!params)
        return sendPage(
          reply,
          400,
          errorPage('The payment request could not be read (wrong access code or encryption).'),
        );
      const answer = ctx.payment.sandboxResponse(params, request.body.decision, ctx.clock());
      return sendPage(reply, 200, handBackPage(answer.action, answer.encResp, answer.orderNo));
    },
  );

  app.post(
    PAYMENT_PATHS.response,
    {
      schema: {
        tags,
        summary:
          "The shop's response handler: settles (Success) or cancels the order once, then 303 to /orderconfirmation/{order_id}",
        consumes: ['application/x-www-form-urlencoded'],
        body: ResponseForm,
        response: { 303: z.string().describe('Redirect to the order confirmation (empty body)'), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await ctx.paymentResponses.handle(request.body.encResp, request.body.orderNo);
      if (!outcome.ok) throw new HttpError(400, outcome.message, 'PAYMENT_REFUSED');
      const location = absoluteUrl(ctx.publicUrl, paths.orderConfirmation.href(outcome.orderId));
      return reply
        .code(303)
        .header('location', location)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('');
    },
  );
};
