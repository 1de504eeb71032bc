// Channel partner program routes (referred orders and incentives, incentive tables,
// nominations, coupon sharing, sub-partners). Contract: upstream/README.md, "Channel partner portal".
// This file: referred orders and incentive tables; it also registers the sharing routes
// (partner-program-sharing.ts), the sub-partner routes (partner-program-partners.ts) and the pages
// of the portal's lists (partner-pages.ts).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import { partnerOf } from '../http/partner-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { createPartnerProgram } from '../services/partner-program.ts';
import { partnerPageRoutes } from './partner-pages.ts';
import { ownIdOnly, unwrapProgram } from './partner-program-common.ts';
import { partnerProgramPartnerRoutes } from './partner-program-partners.ts';
import { partnerProgramSharingRoutes } from './partner-program-sharing.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  AddIncentiveBody,
  CpIdQuery,
  GeneralTable,
  IdQuery,
  IncentiveHistoryEntry,
  IncentiveRow,
  IncentiveTable,
  IncentiveTableEnvelope,
  MessageAnswer,
  OrderRow,
  ProgramRates,
  partnerErrors,
} from './schemas/partner-program.ts';

const tags = ['partner'];
/** Text fields of the program's forms; no files (any sent are read and dropped). */
const FORM_LIMITS = { fileSize: 64 * 1024, files: 2, fields: 30, fieldSize: 16 * 1024, parts: 32 } as const;

export const partnerProgramRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: FORM_LIMITS });
  acceptEmptyJsonBodies(app);
  const program = createPartnerProgram(ctx);
  const { incentives } = program;
  const onRequest = ctx.partnerAuth;

  app.get(
    '/CP/cp_order_details',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Success orders placed with the caller's coupons (and, for a Master, its General partners'), newest first, with the caller's incentive",
        response: { 200: z.array(OrderRow), ...partnerErrors },
      },
    },
    async (request) => incentives.orders(partnerOf(request).partnerId),
  );

  app.get(
    '/CP/cp_incentive_details',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The same orders as incentive rows, without the customer columns',
        response: { 200: z.array(IncentiveRow), ...partnerErrors },
      },
    },
    async (request) =>
      (await incentives.orders(partnerOf(request).partnerId)).map(
        ({ customer_name: _n, billing_address: _a, billing_city: _c, billing_pincode: _p, ...row }) => row,
      ),
  );

  app.get(
    '/CP/Cp_Incentivetable',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's incentive table in force with the max discount",
        response: { 200: IncentiveTable, ...partnerErrors },
      },
    },
    async (request) => {
      const { partnerId, level } = partnerOf(request);
      return incentives.table(partnerId, level);
    },
  );

  app.get(
    '/CP/cp_incentive_history',
    {
      onRequest,
      schema: {
        tags,
        summary: "Every change of the caller's incentive table, newest first; 403 for another partner's id",
        querystring: CpIdQuery,
        response: { 200: z.array(IncentiveHistoryEntry), 400: ErrorBody, 403: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => {
      const { partnerId } = partnerOf(request);
      ownIdOnly(request.query.cp_id, partnerId);
      return incentives.history(partnerId);
    },
  );

  app.get(
    '/CP/Cp_Incentivetable_general_of_master',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Level 1: the incentive tables of the General partners under the caller; level 2: []',
        response: { 200: z.array(GeneralTable), ...partnerErrors },
      },
    },
    async (request) => {
      const { partnerId, level } = partnerOf(request);
      return incentives.generalsOfMaster(partnerId, level);
    },
  );

  app.get(
    '/CP/CP_INCENTIVE',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's table as a list with the max discount; 403 for another partner's id",
        querystring: IdQuery,
        response: { 200: IncentiveTableEnvelope, 400: ErrorBody, 403: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => {
      const { partnerId, level } = partnerOf(request);
      ownIdOnly(request.query.id, partnerId);
      const table = await incentives.table(partnerId, level);
      return { id: partnerId, incentive_table: [table], max_discount: table.max_discount };
    },
  );

  app.post(
    '/CP/AddCPincentive',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Modifies the caller's incentive table (sum rule, client discount at least 10, master percent locked for level 2); a change adds a history entry",
        body: AddIncentiveBody,
        response: { 200: MessageAnswer, 400: ErrorBody, 403: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => {
      const { partnerId, level } = partnerOf(request);
      ownIdOnly(request.body.id, partnerId);
      unwrapProgram(await incentives.save(partnerId, level, request.body));
      return { message: M.saved };
    },
  );

  app.get(
    '/CommonData/CP_INCENTIVE',
    {
      schema: { tags, summary: 'The incentive program defaults (public)', response: { 200: ProgramRates } },
    },
    async () => incentives.programDefaults(),
  );

  await app.register(partnerProgramSharingRoutes, { ctx, program });
  await app.register(partnerProgramPartnerRoutes, { ctx, program });
  await app.register(partnerPageRoutes, { ctx, program });
};
