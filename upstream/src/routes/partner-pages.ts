// Extension: pages of the partner portal's lists, beside the spec's unpaged routes (which answer as
// before). Each takes ?page= (from 1) and ?size= (rows per page) and answers { items, total }: the
// page's rows in the shape of the unpaged route, newest first with ties by id, and the count of
// all. Registered by routes/partner-program.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARTNER_PAGE_MAX,
  PARTNER_PAGE_NUMBER_MAX,
  PARTNER_PAGE_SIZE,
  partnerPageWindow,
} from '@shop/commerce/partner/paging';
import { partnerOf, requireMaster } from '../http/partner-auth.ts';
import type { ProgramOptions } from './partner-program-common.ts';
import { ErrorBody } from './schemas/common.ts';
import { CpDetailsAnswer, Notification } from './schemas/partner.ts';
import {
  IncentiveHistoryEntry,
  IncentiveRow,
  NominationRow,
  OrderRow,
  ReferRow,
  masterErrors,
  partnerErrors,
} from './schemas/partner-program.ts';

const tags = ['partner'];

/** A whole number from `min` to `max` in a query string (no sign, no fraction, no exponent). */
const wholeParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const PageQuery = z.object({
  page: wholeParam(1, PARTNER_PAGE_NUMBER_MAX).default(1).describe('Page number, from 1'),
  size: wholeParam(1, PARTNER_PAGE_MAX).default(PARTNER_PAGE_SIZE).describe('Rows per page'),
});
type PageQuery = z.output<typeof PageQuery>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), total: z.number().int().describe('Rows in all pages') });

const windowOf = (query: PageQuery) => partnerPageWindow(query.page, query.size);

export const partnerPageRoutes: FastifyPluginAsyncZod<ProgramOptions> = async (app, { ctx, program }) => {
  const { incentives, coupons, nominations } = program;
  const onRequest = ctx.partnerAuth;
  const schema = (summary: string, row: z.ZodType, errors: Record<number, typeof ErrorBody> = partnerErrors) => ({
    tags,
    summary: `Extension: ${summary}`,
    querystring: PageQuery,
    response: { 200: pageOf(row), 400: ErrorBody, ...errors },
  });

  app.get(
    '/CP/cp_order_details_page',
    {
      onRequest,
      schema: schema('one page of CP/cp_order_details, newest sale first, with the count of all', OrderRow),
    },
    async (request) => incentives.ordersPage(partnerOf(request).partnerId, windowOf(request.query)),
  );

  app.get(
    '/CP/cp_incentive_details_page',
    {
      onRequest,
      schema: schema('one page of CP/cp_incentive_details, newest sale first, with the count of all', IncentiveRow),
    },
    async (request) => {
      const { items, total } = await incentives.ordersPage(partnerOf(request).partnerId, windowOf(request.query));
      return {
        items: items.map(
          ({ customer_name: _n, billing_address: _a, billing_city: _c, billing_pincode: _p, ...row }) => row,
        ),
        total,
      };
    },
  );

  app.get(
    '/CP/cp_incentive_history_page',
    {
      onRequest,
      schema: schema(
        "one page of the caller's incentive table history, newest first, with the count of all",
        IncentiveHistoryEntry,
      ),
    },
    async (request) => incentives.historyPage(partnerOf(request).partnerId, windowOf(request.query)),
  );

  app.get(
    '/CP/Cp_Refer_list_page',
    {
      onRequest,
      schema: schema("one page of the caller's shared coupons, newest first, with the count of all", ReferRow),
    },
    async (request) => coupons.page(partnerOf(request).partnerId, windowOf(request.query)),
  );

  app.get(
    '/CP/Cp_Nomination_list_page',
    {
      onRequest,
      schema: schema(
        "Master only: one page of the caller's nominations, newest first, with the count of all",
        NominationRow,
        masterErrors,
      ),
    },
    async (request) => nominations.page(requireMaster(request).partnerId, windowOf(request.query)),
  );

  app.get(
    '/CP/details_page',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Extension: one page of the General partners under the caller (as CP/details), newest first, with the count of all',
        querystring: PageQuery,
        response: { 200: CpDetailsAnswer.extend({ total: z.number().int() }), 400: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => ctx.partnerProfiles.underPage(partnerOf(request).partnerId, windowOf(request.query)),
  );

  app.get(
    '/CP/CP_NOTIFICATION_page',
    {
      onRequest,
      schema: schema('one page of the partner notifications, newest first, with the count of all', Notification),
    },
    async (request) => ctx.partnerContent.notificationPage(windowOf(request.query)),
  );
};
