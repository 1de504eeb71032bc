// A partner's earnings: GET /api/CP/earnings (the partner's token) answers totals per state for a
// period, the last twelve months, the transactions (filtered and paged), the payouts (paged), why
// payment is held, and signed links to the CSV exports and monthly statements, which open at
// /files/cp-earnings/{partnerId}/{name} without the token (a browser download cannot send it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INCENTIVE_STATUSES, PAYOUT_STATUSES } from '@shop/commerce/partner/payouts';
import { isCalendarDate } from '@shop/commerce/shop-time';
import { verifyPartnerEarningsLink } from '../domain/partner-document-link.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { partnerOf } from '../http/partner-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { createPartnerEarnings, earningsLinkKey } from '../services/partner-earnings.ts';
import { csvHeaders } from './admin-insights.ts';
import { ErrorBody } from './schemas/common.ts';
import { partnerErrors } from './schemas/partner-program.ts';

const tags = ['partner'];
const day = z
  .string()
  .refine(isCalendarDate, 'A date is YYYY-MM-DD')
  .optional()
  .describe('YYYY-MM-DD (India), inclusive');

const EarningsQuery = z.object({
  from: day,
  to: day,
  status: z.enum(INCENTIVE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  first: z.coerce.number().int().min(1).max(100).default(20),
  payoutPage: z.coerce.number().int().min(1).max(100_000).default(1),
  payoutFirst: z.coerce.number().int().min(1).max(100).default(12),
});

const Total = z.object({ count: z.number().int(), amount: z.number() });
const Totals = z.object({ pending: Total, approved: Total, reversed: Total, paid: Total });
const EarningsAnswer = z.object({
  totals: Totals,
  months: z.array(z.object({ month: z.string(), totals: Totals })),
  hold: z.object({ code: z.string(), message: z.string() }).nullable(),
  transactions: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        orderId: z.string(),
        customerName: z.string(),
        status: z.enum(INCENTIVE_STATUSES),
        role: z.enum(['referrer', 'master']),
        attributedBy: z.enum(['coupon', 'link']),
        percent: z.number(),
        base: z.number(),
        amount: z.number(),
        createdAt: z.string(),
        approvedAt: z.string().nullable(),
        paidAt: z.string().nullable(),
        payoutPeriod: z.string().nullable(),
      }),
    ),
  }),
  payouts: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        period: z.string(),
        amount: z.number(),
        incentiveCount: z.number().int(),
        status: z.enum(PAYOUT_STATUSES),
        bankReference: z.string().nullable(),
        paidAt: z.string().nullable(),
      }),
    ),
  }),
  links: z.object({
    transactionsCsv: z.string(),
    payoutsCsv: z.string(),
    statements: z.array(z.object({ month: z.string(), url: z.string() })),
  }),
});

const FileParams = z.object({
  partnerId: z.coerce.number().int().min(1).max(2_147_483_647),
  name: z.string().regex(/^(transactions\.csv|payouts\.csv|statement-\d{4}-(0[1-9]|1[0-2])\.pdf)$/),
});
const FileQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) });

export const partnerEarningsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const linkKey = earningsLinkKey(ctx.invoiceKey);
  const earnings = createPartnerEarnings({ db: ctx.db, clock: ctx.clock, linkKey });

  app.get(
    '/api/CP/earnings',
    {
      onRequest: ctx.partnerAuth,
      schema: {
        tags,
        summary:
          "The caller's earnings: totals per state for the period, the last twelve months, transactions (filtered, paged), payouts (paged, newest month first), why payment is held, download links",
        querystring: EarningsQuery,
        response: { 200: EarningsAnswer, 400: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => earnings.summary(partnerOf(request).partnerId, request.query),
  );

  app.get(
    '/files/cp-earnings/:partnerId/:name',
    {
      schema: {
        tags,
        summary:
          "A partner's transactions or payouts CSV, or a monthly statement PDF, through a signed link that expires",
        params: FileParams,
        querystring: FileQuery,
        response: { 200: z.any().describe('The file'), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { partnerId, name } = request.params;
      const { expires, signature } = request.query;
      if (!verifyPartnerEarningsLink(linkKey, partnerId, name, expires, signature, ctx.clock()))
        throw new HttpError(403, 'This link has expired or is not valid. Open it again from the portal.');
      if (name === 'transactions.csv') {
        csvHeaders(reply, 'incentives.csv');
        return reply.send(await earnings.transactionsCsv(partnerId));
      }
      if (name === 'payouts.csv') {
        csvHeaders(reply, 'payouts.csv');
        return reply.send(await earnings.payoutsCsv(partnerId));
      }
      const month = name.slice('statement-'.length, -'.pdf'.length);
      const statement = await earnings.statementPdf(partnerId, month);
      if (!statement) throw new NotFoundError('No such partner.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="statement-${statement.code}-${month}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(statement.pdf);
    },
  );
};
