// The console's support, insight and payout files through signed links (domain/admin-export-link.ts),
// outside the operator scope because a browser download cannot send the token: a service request's
// attachment, the newsletter subscribers CSV, a month's GST CSV and a payout run's bank CSV. The link names the operator,
// who must still be active and allowed (support.read, customers.read, reports.read) when it opens;
// a forged, altered or expired link is 403 before anything says whether the file exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminPermission } from '@shop/commerce/admin/roles';
import { detectUploadType } from '@shop/commerce/files';
import { shopDate } from '@shop/commerce/shop-time';
import { exportLinkKey, verifySignedLink } from '../domain/admin-export-link.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { createAdminInsights } from '../services/admin-insights.ts';
import { createAdminSupport } from '../services/admin-support.ts';
import type { AppContext } from '../services/app-context.ts';
import { createDocumentStore } from '../services/uploads.ts';
import { GST_CSV_PATH, SUBSCRIBERS_CSV_PATH, csvHeaders } from './admin-insights.ts';
import { attachmentPath } from './admin-support.ts';
import { payoutCsvPath } from './admin-partners.ts';
import { createPartnerPayouts } from '../services/partner-payouts.ts';
import { PartnerIdParams } from './schemas/admin-partners.ts';
import { ErrorBody } from './schemas/common.ts';
import { RequestIdParams } from './schemas/admin-support.ts';
import { RequiredMonthQuery } from './schemas/admin-insights.ts';

const tags = ['admin'];
export const LINK_REFUSED = 'This link has expired or is not valid. Open it again from the console.';
const LinkQuery = z
  .object({
    operator: z.string().regex(/^\d{1,9}$/),
    expires: z.string().regex(/^\d{1,12}$/),
    signature: z.string().max(128),
  })
  .loose();
const responses = { 200: z.any().describe('The file'), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const adminSupportFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const linkKey = exportLinkKey(ctx.invoiceKey);
  const insights = createAdminInsights({ db: ctx.db, clock: ctx.clock });
  const support = createAdminSupport({ db: ctx.db, clock: ctx.clock, outbox: ctx.outbox });
  const documents = createDocumentStore(ctx.dataDir);
  const payouts = createPartnerPayouts({ db: ctx.db, clock: ctx.clock, outbox: ctx.outbox });

  /** 403 unless the link is the key's for this path and its operator may still do the work. */
  async function checkLink(rawUrl: string | undefined, path: string, permission: AdminPermission) {
    const params = Object.fromEntries(new URL(rawUrl ?? '', 'http://upstream.invalid').searchParams);
    const operatorId = verifySignedLink(linkKey, path, params, ctx.clock());
    if (!(operatorId !== null && (await ctx.operators.allows(operatorId, permission))))
      throw new HttpError(403, LINK_REFUSED);
  }

  app.get(
    '/files/admin/requests/:id/attachment',
    {
      schema: {
        tags,
        summary:
          "A service request's attachment through a signed link (GET /api/Admin/Requests/{id} hands it out; support.read)",
        params: RequestIdParams,
        querystring: LinkQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await checkLink(request.raw.url, attachmentPath(id), 'support.read');
      const file = await support.attachmentOf(id);
      const bytes = file ? await documents.read('complaints', file) : null;
      const type = bytes ? detectUploadType(bytes) : null;
      if (!bytes || !type) throw new NotFoundError('This request has no attachment.');
      return reply
        .header('content-type', type.contentType)
        .header('content-disposition', `inline; filename="request-${id}.${type.ext}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.get(
    SUBSCRIBERS_CSV_PATH,
    {
      schema: {
        tags,
        summary: 'The subscribers CSV through a signed link (GET /api/Admin/Subscribers/ExportLink; customers.read)',
        querystring: LinkQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      await checkLink(request.raw.url, SUBSCRIBERS_CSV_PATH, 'customers.read');
      csvHeaders(reply, `subscribers-${shopDate(ctx.clock())}.csv`);
      return reply.send(await insights.subscribersCsv());
    },
  );

  app.get(
    GST_CSV_PATH,
    {
      schema: {
        tags,
        summary: "A month's GST CSV through a signed link (GET /api/Admin/Gst/ExportLink; reports.read)",
        querystring: LinkQuery.and(RequiredMonthQuery),
        response: responses,
      },
    },
    async (request, reply) => {
      await checkLink(request.raw.url, GST_CSV_PATH, 'reports.read');
      csvHeaders(reply, `gst-${request.query.month}.csv`);
      return reply.send(await insights.gstCsv(request.query.month));
    },
  );

  app.get(
    '/files/admin/payouts/:id.csv',
    {
      schema: {
        tags,
        summary:
          "A payout run's CSV for the bank through a signed link (GET /api/Admin/Payouts/{id}/ExportLink; partners.write)",
        params: PartnerIdParams,
        querystring: LinkQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      await checkLink(request.raw.url, payoutCsvPath(request.params.id), 'partners.write');
      const file = await payouts.runCsv(request.params.id);
      if (!file) throw new NotFoundError('No such payout run.');
      csvHeaders(reply, `payouts-${file.period}.csv`);
      return reply.send(file.csv);
    },
  );
};
