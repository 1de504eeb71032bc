// The console's refunds (permission orders.refund): the payments to send back, due or resolved,
// and marking one refunded with the reference of the money sent back (services/admin-refunds.ts:
// audited, mailed to the shopper; of two operators at once, one wins and the other gets 409).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { createAdminRefunds } from '../services/admin-refunds.ts';
import { ErrorBody } from './schemas/common.ts';
import { RefundListAnswer, RefundListQuery, RefundResolveBody, RefundResolvedAnswer } from './schemas/admin-refunds.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

export const adminRefundRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const refunds = createAdminRefunds({ db: ctx.db, clock: ctx.clock, outbox: ctx.outbox, publicUrl: ctx.publicUrl });

  app.get(
    '/Admin/Refunds',
    {
      schema: {
        tags,
        summary: 'Refunds due (oldest first) or resolved (newest first), paged',
        querystring: RefundListQuery,
        response: { 200: RefundListAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'orders.refund');
      return refunds.list(request.query);
    },
  );

  app.post(
    '/Admin/Refunds/Resolve',
    {
      schema: {
        tags,
        summary:
          'Marks a refund due as refunded, with the reference of the money sent back (audited; mails the shopper)',
        body: RefundResolveBody,
        response: { 200: RefundResolvedAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'orders.refund');
      const result = await refunds.resolve(session.operatorId, request.body.id, request.body.note);
      if (!result.ok) throw new HttpError(result.status, result.message, result.code);
      return { id: result.id, resolvedAt: result.resolvedAt };
    },
  );
};
