// The CCAvenue sandbox gateway's routes (development only: ccavenue.ts hands them to app.ts when
// the account is the published sandbox's and NODE_ENV is not production). POST /payment/transaction
// (encRequest, access_code) shows the amount with Pay and Cancel; POST /payment/transaction/decision
// records the transaction and answers a page that posts encResp to the shop; POST
// /payment/apis/servlet/DoWebTrans is its order status API (orderStatusTracker, as CCAvenue's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { absoluteUrl, paths } from '@shop/commerce/paths';
import { PAYMENT_PATHS } from '../../domain/payment-constants.ts';
import { Html, PAYMENT_TAGS, formField, hexField, paymentFormScope, sendPage } from '../../http/payment-forms.ts';
import type { CcavenueSandbox } from './ccavenue-sandbox.ts';
import { sandboxErrorPage, sandboxHandBackPage, sandboxPaymentPage } from './ccavenue-sandbox-pages.ts';
import type { ProviderRouteOptions } from './payment-provider.ts';

const TransactionForm = z.object({ encRequest: hexField, access_code: formField(100) }).loose();
const DecisionForm = TransactionForm.extend({ decision: z.enum(['pay', 'cancel', 'fail']) });
const StatusForm = z.record(z.string(), z.string().max(20_000));
const UNREADABLE = 'The payment request could not be read (wrong access code or encryption).';
const pageAnswers = { 200: Html, 400: Html, 413: Html, 415: Html } as const;

export const ccavenueSandboxRoutes: FastifyPluginAsyncZod<ProviderRouteOptions & { sandbox: CcavenueSandbox }> = async (
  app,
  { publicUrl, sandbox },
) => {
  paymentFormScope(app, absoluteUrl(publicUrl, paths.orderList.href()));

  app.post(
    PAYMENT_PATHS.sandboxTransaction,
    {
      schema: {
        tags: PAYMENT_TAGS,
        summary: 'Sandbox gateway: the payment page of an encrypted request (amount, Pay, Cancel)',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: z.object({ command: formField(40).optional() }),
        body: TransactionForm,
        response: pageAnswers,
      },
    },
    async (request, reply) => {
      const params = sandbox.readRequest(request.body.encRequest, request.body.access_code);
      if (!params) return sendPage(reply, 400, sandboxErrorPage(UNREADABLE));
      return sendPage(reply, 200, sandboxPaymentPage(params, request.body.encRequest, request.body.access_code));
    },
  );

  app.post(
    PAYMENT_PATHS.sandboxDecision,
    {
      schema: {
        tags: PAYMENT_TAGS,
        summary:
          'Sandbox gateway: Pay (Success), Cancel (Aborted) or fail (Failure), recorded; answers a page that posts encResp to the shop',
        consumes: ['application/x-www-form-urlencoded'],
        body: DecisionForm,
        response: pageAnswers,
      },
    },
    async (request, reply) => {
      const params = sandbox.readRequest(request.body.encRequest, request.body.access_code);
      if (!params) return sendPage(reply, 400, sandboxErrorPage(UNREADABLE));
      const answer = await sandbox.decide(params, request.body.decision);
      return sendPage(reply, 200, sandboxHandBackPage(answer.action, answer.encResp, answer.orderNo));
    },
  );

  app.post(
    PAYMENT_PATHS.sandboxStatus,
    {
      schema: {
        tags: PAYMENT_TAGS,
        summary:
          'Sandbox gateway: the order status API (orderStatusTracker): status=0&enc_response=<encrypted JSON>, or status=1 with an error',
        consumes: ['application/x-www-form-urlencoded'],
        body: StatusForm,
        response: { 200: z.string().describe('urlencoded status and enc_response'), 413: Html, 415: Html },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(await sandbox.status(request.body)),
  );
};
