// The console's refunds (permission orders.refund): the payments to send back, due or resolved,
// and marking one refunded with the reference of the money sent back. Resolving is audited in its
// transaction and mails the shopper that the refund is issued. Two operators resolving the same
// refund at once: one wins, the other gets 409.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrderByNumber } from '../db/queries/orders.ts';
import { listRefunds, resolveRefund } from '../db/queries/admin-refunds.ts';
import { HttpError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { recordAudit } from '../services/audit.ts';
import { mailOrderStatus } from '../services/order-mails.ts';
import { ErrorBody } from './schemas/common.ts';
import { RefundListAnswer, RefundListQuery, RefundResolveBody, RefundResolvedAnswer } from './schemas/admin-refunds.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
export const REFUND_ALREADY_RESOLVED = 'This refund is already marked refunded.';

export const adminRefundRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
      return listRefunds(ctx.db, request.query);
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
      const { id, note } = request.body;
      const now = ctx.clock();
      const at = now.toISOString();
      const orderNumber = await ctx.db.transaction().execute(async (trx) => {
        const refund = await trx
          .selectFrom('payment_refunds as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select(['r.id', 'r.resolved_at', 'o.order_id_new', 'r.amount', 'r.currency'])
          .where('r.id', '=', id)
          .executeTakeFirst();
        if (!refund) throw new HttpError(404, 'No such refund.');
        if (!(await resolveRefund(trx, { id, operatorId: session.operatorId, note, at })))
          throw new HttpError(409, REFUND_ALREADY_RESOLVED, 'ALREADY_RESOLVED');
        await recordAudit(
          trx,
          {
            operatorId: session.operatorId,
            action: 'refund.resolve',
            entityType: 'order',
            entityId: refund.order_id_new,
            before: { refund: id, resolvedAt: null },
            after: {
              refund: id,
              resolvedAt: at,
              reference: note,
              amount: Number(refund.amount),
              currency: refund.currency,
            },
          },
          now,
        );
        return refund.order_id_new;
      });
      const order = await findOrderByNumber(ctx.db, orderNumber);
      if (order) await mailOrderStatus({ db: ctx.db, outbox: ctx.outbox, publicUrl: ctx.publicUrl }, order, 'refunded');
      return { id, resolvedAt: at };
    },
  );
};
