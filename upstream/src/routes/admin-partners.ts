// The console's partner program (/api/Admin/Partners..., /api/Admin/Payouts...), inside the
// operator scope of admin.ts: partners and one partner (partners.read); KYC review and suspension
// (partners.write); payout runs, their payouts, marking one paid and the bank's CSV through a
// signed link (partners.write for the CSV: it carries full account numbers). Every change audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_LINK_TTL_MS, exportLinkKey, signedLink } from '../domain/admin-export-link.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import { createAdminPartners, type AdminPartnerRefusal } from '../services/admin-partners.ts';
import type { AppContext } from '../services/app-context.ts';
import { createPartnerPayouts } from '../services/partner-payouts.ts';
import { ErrorBody } from './schemas/common.ts';
import { LinkAnswer } from './schemas/admin-insights.ts';
import {
  KycReviewBody,
  PartnerDetail,
  PartnerIdParams,
  PartnerListAnswer,
  PartnerListQuery,
  PartnerStatusBody,
  PayoutPaidAnswer,
  PayoutPaidBody,
  PayoutRun,
  PayoutRunBody,
  PayoutRunQuery,
  PayoutRunsQuery,
  PayoutsAnswer,
  TableHistoryAnswer,
  TableHistoryQuery,
} from './schemas/admin-partners.ts';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
/** Where a payout run's bank CSV opens (routes/admin-support-files.ts). */
export const payoutCsvPath = (runId: number) => `/files/admin/payouts/${runId}.csv`;

function refused(result: AdminPartnerRefusal): never {
  throw new HttpError(result.status, result.message, result.code, result.field);
}

export const adminPartnerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const partners = createAdminPartners({ db: ctx.db, clock: ctx.clock, documents: ctx.partnerDocuments });
  const payouts = createPartnerPayouts({ db: ctx.db, clock: ctx.clock, outbox: ctx.outbox });
  const linkKey = exportLinkKey(ctx.invoiceKey);

  const detailOf = async (id: number) => {
    const found = await partners.detail(id);
    if (!found) throw new NotFoundError('No such partner.');
    return found;
  };
  const runOf = async (id: number, filter?: Parameters<typeof payouts.run>[1]) => {
    const found = await payouts.run(id, filter);
    if (!found) throw new NotFoundError('No such payout run.');
    return found;
  };

  app.get(
    '/Admin/Partners',
    {
      schema: {
        tags,
        summary: 'Channel partners, newest first, paged, with search and filters (partners.read)',
        querystring: PartnerListQuery,
        response: { 200: PartnerListAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'partners.read');
      return partners.list(request.query);
    },
  );

  app.get(
    '/Admin/Partners/:id',
    {
      schema: {
        tags,
        summary:
          'One partner: KYC, documents (signed links), bank details (masked), its newest General partners, table and its latest changes, totals',
        params: PartnerIdParams,
        response: { 200: PartnerDetail, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'partners.read');
      return detailOf(request.params.id);
    },
  );

  app.get(
    '/Admin/Partners/:id/TableHistory',
    {
      schema: {
        tags,
        summary: "A page of a partner's incentive table changes, newest first (partners.read)",
        params: PartnerIdParams,
        querystring: TableHistoryQuery,
        response: { 200: TableHistoryAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'partners.read');
      const page = await partners.tableHistory(request.params.id, request.query);
      if (!page) throw new NotFoundError('No such partner.');
      return page;
    },
  );

  app.post(
    '/Admin/Partners/Kyc',
    {
      schema: {
        tags,
        summary: "Approves a partner's complete KYC or rejects it with a reason the partner reads (partners.write)",
        body: KycReviewBody,
        response: { 200: PartnerDetail, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'partners.write');
      const { id, decision, note } = request.body;
      const result = await partners.reviewKyc(session.operatorId, id, decision, note);
      if (!result.ok) refused(result);
      return detailOf(id);
    },
  );

  app.post(
    '/Admin/Partners/Status',
    {
      schema: {
        tags,
        summary: 'Suspends a partner (with a note; its sessions end) or reactivates it (partners.write)',
        body: PartnerStatusBody,
        response: { 200: PartnerDetail, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'partners.write');
      const { id, status, note } = request.body;
      const result = await partners.setStatus(session.operatorId, id, status, note);
      if (!result.ok) refused(result);
      return detailOf(id);
    },
  );

  app.get(
    '/Admin/Payouts',
    {
      schema: {
        tags,
        summary: "The program's totals and a page of the payout runs, newest month first (partners.read)",
        querystring: PayoutRunsQuery,
        response: { 200: PayoutsAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'partners.read');
      const [runs, totals] = await Promise.all([payouts.runs(request.query), payouts.totals()]);
      return { defaultPeriod: payouts.defaultPeriod(), runs, totals };
    },
  );

  app.post(
    '/Admin/Payouts',
    {
      schema: {
        tags,
        summary:
          'Makes the payout run of a month that has ended: approved incentives of partners with approved KYC, one payout per partner (partners.write). 409 PAYOUT_RUN_EXISTS or NOTHING_TO_PAY.',
        body: PayoutRunBody,
        response: { 200: PayoutRun, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'partners.write');
      const result = await payouts.create(session.operatorId, request.body.period);
      if (!result.ok) refused(result);
      return runOf(result.runId);
    },
  );

  app.get(
    '/Admin/Payouts/:id',
    {
      schema: {
        tags,
        summary:
          "One payout run (a payout per partner), its payouts counted by state and one page of them in partner order, one state's when asked (partners.read)",
        params: PartnerIdParams,
        querystring: PayoutRunQuery,
        response: { 200: PayoutRun, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'partners.read');
      return runOf(request.params.id, request.query);
    },
  );

  app.post(
    '/Admin/Payouts/Paid',
    {
      schema: {
        tags,
        summary:
          "Marks one payout paid with the bank's reference: its incentives become Paid and the partner is mailed (partners.write). The payout and its run (first page). 409 PAYOUT_PAID.",
        body: PayoutPaidBody,
        response: { 200: PayoutPaidAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'partners.write');
      const result = await payouts.markPaid(session.operatorId, request.body.payoutId, request.body.reference);
      if (!result.ok) refused(result);
      const [payout, run] = await Promise.all([payouts.payout(result.payoutId), runOf(result.runId)]);
      if (!payout) throw new NotFoundError('No such payout.');
      return { payout, run };
    },
  );

  app.get(
    '/Admin/Payouts/:id/ExportLink',
    {
      schema: {
        tags,
        summary: `A link that opens the run's bank CSV (${payoutCsvPath(0).replace('0', '{id}')}) for a few minutes (partners.write)`,
        params: PartnerIdParams,
        response: { 200: LinkAnswer, ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'partners.write');
      await runOf(request.params.id);
      const expiresAt = new Date(ctx.clock().getTime() + EXPORT_LINK_TTL_MS);
      expiresAt.setMilliseconds(0);
      return {
        url: signedLink(linkKey, payoutCsvPath(request.params.id), {}, session.operatorId, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};
