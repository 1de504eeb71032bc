// The console's orders (/api/Admin/Orders...), inside the operator scope of routes/admin.ts: the
// list (paged on the server, filtered, searched, sorted), one order's detail, the lifecycle
// transitions (bulk for packing and shipping; the transition service audits and mails), the CSV
// export, and a signed link to the export for the browser. The export's file route
// (/files/admin/orders.csv) is outside the operator scope: adminOrderFileRoutes, registered in app.ts.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopDate } from '@shop/commerce/shop-time';
import { EXPORT_LINK_TTL_MS, exportLinkKey, signedLink, verifySignedLink } from '../domain/admin-export-link.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { orderCsvLines } from '../services/admin-order-export.ts';
import { createAdminOrders, type FilterQuery } from '../services/admin-orders.ts';
import { transitionOrder } from '../services/order-lifecycle.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderQuery,
  AdminOrdersExportQuery,
  AdminOrdersQuery,
  ExportLinkAnswer,
  TransitionAnswer,
  TransitionBody,
} from './schemas/admin-orders.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;
export const EXPORT_PATH = '/files/admin/orders.csv';

/** The CSV of every order that passes the filter, read in batches as it is sent. */
const exportStream = (ctx: AppContext, query: FilterQuery) => Readable.from(orderCsvLines(ctx.db, query));

function sendCsv(reply: { header(name: string, value: string): unknown }, now: Date) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="orders-${shopDate(now)}.csv"`);
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
}

export const adminOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const linkKey = exportLinkKey(ctx.invoiceKey);
  const orders = createAdminOrders({ db: ctx.db, clock: ctx.clock, invoiceKey: ctx.invoiceKey });

  app.get(
    '/Admin/Orders',
    {
      schema: {
        tags,
        summary:
          'Orders, newest first by default: paged on the server, filtered by state, order day, payment mode, pincode, state and partner, searched (orders.read)',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderList, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'orders.read');
      return orders.page(request.query);
    },
  );

  app.get(
    '/Admin/Order',
    {
      schema: {
        tags,
        summary:
          'One order: items, addresses, GST split, payments and refunds, partners, timeline, audit entries and the transitions this operator may make now (orders.read)',
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderDetail, 404: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'orders.read');
      const order = await orders.detail(request.query.OrderID, session.role);
      if (!order) throw new NotFoundError('No such order.');
      return order;
    },
  );

  app.post(
    '/Admin/Orders/Transition',
    {
      schema: {
        tags,
        summary:
          'Moves orders to a lifecycle state (several for packing and shipping): orders.fulfil, or orders.refund to refund; each order audited and its shopper mailed',
        body: TransitionBody,
        response: { 200: TransitionAnswer, ...errors },
      },
    },
    async (request) => {
      const { orderIds, to, shipments, note, ...common } = request.body;
      const session = requirePermission(request, to === 'refunded' ? 'orders.refund' : 'orders.fulfil');
      const own = new Map((shipments ?? []).map((s) => [s.orderId, s]));
      const actor = { kind: 'operator', operatorId: session.operatorId, role: session.role } as const;
      const results = [];
      // One order at a time, each in its own transaction: a refusal does not stop the others.
      for (const orderId of new Set(orderIds)) {
        const shipment = own.get(orderId);
        const details = {
          courierName: shipment?.courierName ?? common.courierName,
          awbNumber: shipment?.awbNumber ?? common.awbNumber,
          trackingUrl: shipment?.trackingUrl ?? common.trackingUrl,
          note,
        };
        results.push({ orderId, result: await transitionOrder(ctx, { orderId, to, actor, details }) });
      }
      return {
        results: results.map(({ orderId, result }) =>
          result.ok
            ? { orderId, ok: true, status: result.order.status, code: null, message: null, field: null }
            : {
                orderId,
                ok: false,
                status: null,
                code: result.code,
                message: result.message,
                field: result.field ?? null,
              },
        ),
      };
    },
  );

  app.get(
    '/Admin/Orders/Export',
    {
      schema: {
        tags,
        summary:
          "Every order that passes the list's filters as CSV (streamed; money as plain rupee numbers; orders.read, as the list)",
        querystring: AdminOrdersExportQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'orders.read');
      sendCsv(reply, ctx.clock());
      return reply.send(exportStream(ctx, request.query));
    },
  );

  app.get(
    '/Admin/Orders/ExportLink',
    {
      schema: {
        tags,
        summary: `A link to the export with these filters that works for ${EXPORT_LINK_TTL_MS / 60_000} minutes, signed for this operator (orders.read)`,
        querystring: AdminOrdersExportQuery,
        response: { 200: ExportLinkAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'orders.read');
      const raw = request.raw.url ?? '';
      const params = Object.fromEntries(new URL(raw, 'http://upstream.invalid').searchParams);
      const expiresAt = new Date(ctx.clock().getTime() + EXPORT_LINK_TTL_MS);
      return {
        url: signedLink(linkKey, EXPORT_PATH, params, session.operatorId, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};

const ExportFileQuery = z
  .object({
    operator: z.string().regex(/^\d{1,9}$/),
    expires: z.string().regex(/^\d{1,12}$/),
    signature: z.string().max(128),
  })
  .loose();

/** GET /files/admin/orders.csv?<filters>&operator&expires&signature: the export through a signed link. */
export const adminOrderFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const linkKey = exportLinkKey(ctx.invoiceKey);
  app.get(
    EXPORT_PATH,
    {
      schema: {
        tags,
        summary:
          'The orders CSV through a link signed for an operator (GET /api/Admin/Orders/ExportLink); refused once expired, altered or when the operator may no longer read orders',
        querystring: ExportFileQuery,
        response: { 200: z.any().describe('text/csv'), 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const params = Object.fromEntries(new URL(request.raw.url ?? '', 'http://upstream.invalid').searchParams);
      const operatorId = verifySignedLink(linkKey, EXPORT_PATH, params, ctx.clock());
      const allowed = operatorId !== null && (await ctx.operators.allows(operatorId, 'orders.read'));
      if (!allowed) throw new HttpError(403, 'This link has expired or is not valid. Export again from the console.');
      const query = AdminOrdersExportQuery.safeParse(params);
      if (!query.success)
        throw new HttpError(400, 'This link has expired or is not valid. Export again from the console.');
      sendCsv(reply, ctx.clock());
      return reply.send(exportStream(ctx, query.data));
    },
  );
};
