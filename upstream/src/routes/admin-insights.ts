// The console's insights (/api/Admin/...), inside the operator scope of admin.ts: customers
// (customers.read: search, one customer's profile, addresses and orders), newsletter subscribers
// (customers.read: count, CSV and a signed link to it), the monthly GST summary (reports.read:
// figures, CSV and a signed link) and the dashboard (every operator; each card only with its read
// permission). The signed links open in admin-support-files.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopDate } from '@shop/commerce/shop-time';
import { EXPORT_LINK_TTL_MS, exportLinkKey, signedLink } from '../domain/admin-export-link.ts';
import { NotFoundError } from '../http/errors.ts';
import { operatorOf, requirePermission } from '../http/operator-auth.ts';
import { createAdminInsights } from '../services/admin-insights.ts';
import type { AppContext } from '../services/app-context.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  CustomerAnswer,
  CustomerListAnswer,
  CustomerOrdersQuery,
  CustomerParams,
  CustomerQuery,
  DashboardAnswer,
  GstAnswer,
  LinkAnswer,
  MonthQuery,
  RequiredMonthQuery,
  SubscribersAnswer,
} from './schemas/admin-insights.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

export const SUBSCRIBERS_CSV_PATH = '/files/admin/subscribers.csv';
export const GST_CSV_PATH = '/files/admin/gst.csv';

export function csvHeaders(reply: { header(name: string, value: string): unknown }, fileName: string) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
}

export const adminInsightRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const insights = createAdminInsights({ db: ctx.db, clock: ctx.clock });
  const linkKey = exportLinkKey(ctx.invoiceKey);
  const link = (path: string, params: Record<string, string>, operatorId: number) => {
    const expiresAt = new Date(ctx.clock().getTime() + EXPORT_LINK_TTL_MS);
    expiresAt.setMilliseconds(0);
    return { url: signedLink(linkKey, path, params, operatorId, expiresAt), expiresAt: expiresAt.toISOString() };
  };

  app.get(
    '/Admin/Dashboard',
    {
      schema: {
        tags,
        summary:
          "The dashboard in one answer (any operator): today's and this month's orders and revenue, orders per state and refunds due " +
          '(orders.read), low stock (catalog.read), open service requests (support.read); a card the role may not read is null',
        response: { 200: DashboardAnswer, 401: ErrorBody },
      },
    },
    async (request) => insights.dashboard(operatorOf(request).role),
  );

  app.get(
    '/Admin/Customers',
    {
      schema: {
        tags,
        summary: 'Customers, newest first or by name, paged; search by email, phone or name (customers.read)',
        querystring: CustomerQuery,
        response: { 200: CustomerListAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'customers.read');
      return insights.customers(request.query);
    },
  );

  app.get(
    '/Admin/Customers/:id',
    {
      schema: {
        tags,
        summary:
          'One customer: profile, addresses and one page of their orders, newest first (customers.read; read-only)',
        params: CustomerParams,
        querystring: CustomerOrdersQuery,
        response: { 200: CustomerAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'customers.read');
      const found = await insights.customer(request.params.id, request.query.page, request.query.first);
      if (!found) throw new NotFoundError('Customer not found');
      return found;
    },
  );

  app.get(
    '/Admin/Subscribers',
    {
      schema: {
        tags,
        summary: 'How many newsletter subscribers there are (customers.read)',
        response: { 200: SubscribersAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'customers.read');
      return { count: await insights.subscriberCount() };
    },
  );

  app.get(
    '/Admin/Subscribers/Export',
    {
      schema: {
        tags,
        summary: 'The newsletter subscribers as CSV: Email, Source, Subscribed at (customers.read)',
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'customers.read');
      csvHeaders(reply, `subscribers-${shopDate(ctx.clock())}.csv`);
      return reply.send(await insights.subscribersCsv());
    },
  );

  app.get(
    '/Admin/Subscribers/ExportLink',
    {
      schema: {
        tags,
        summary: `A link that opens the subscribers CSV (${SUBSCRIBERS_CSV_PATH}) for a few minutes without the token (customers.read)`,
        response: { 200: LinkAnswer, ...errors },
      },
    },
    async (request) => link(SUBSCRIBERS_CSV_PATH, {}, requirePermission(request, 'customers.read').operatorId),
  );

  app.get(
    '/Admin/Gst',
    {
      schema: {
        tags,
        summary:
          'The GST summary of a month by place of supply (shipping state) and rate: invoiced orders that are not cancelled, refunded ' +
          'or unpaid; credit notes are out of scope (reports.read)',
        querystring: MonthQuery,
        response: { 200: GstAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'reports.read');
      return insights.gst(request.query.month);
    },
  );

  app.get(
    '/Admin/Gst/Export',
    {
      schema: {
        tags,
        summary:
          "A month's GST summary as CSV: Month, Place of supply, State, State code, Rate (%), Taxable value, CGST, SGST, IGST, Invoice count (reports.read)",
        querystring: RequiredMonthQuery,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'reports.read');
      csvHeaders(reply, `gst-${request.query.month}.csv`);
      return reply.send(await insights.gstCsv(request.query.month));
    },
  );

  app.get(
    '/Admin/Gst/ExportLink',
    {
      schema: {
        tags,
        summary: `A link that opens a month's GST CSV (${GST_CSV_PATH}) for a few minutes without the token (reports.read)`,
        querystring: RequiredMonthQuery,
        response: { 200: LinkAnswer, ...errors },
      },
    },
    async (request) =>
      link(GST_CSV_PATH, { month: request.query.month }, requirePermission(request, 'reports.read').operatorId),
  );
};
