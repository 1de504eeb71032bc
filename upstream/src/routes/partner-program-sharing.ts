// Partner program routes, sharing: coupon sharing (every partner) and nominations
// (Master only). Registered by partner-program.ts, which also registers multipart parsing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { partnerOf, requireMaster } from '../http/partner-auth.ts';
import { formFields, unwrapProgram, type ProgramOptions } from './partner-program-common.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  CouponShared,
  CouponTemplate,
  EmailIdQuery,
  EmailQuery,
  MessageAnswer,
  NominationRow,
  NominationTemplate,
  ProposedIncentive,
  ReferRow,
  ZeroOrOne,
  masterErrors,
  partnerErrors,
} from './schemas/partner-program.ts';

const tags = ['partner'];
const formErrors = { 400: ErrorBody, 415: ErrorBody } as const;

export const partnerProgramSharingRoutes: FastifyPluginAsyncZod<ProgramOptions> = async (app, { ctx, program }) => {
  const { coupons, nominations } = program;
  const onRequest = ctx.partnerAuth;

  app.get(
    '/CP/ShareCouponData',
    {
      onRequest,
      schema: {
        tags,
        summary: "HTML of the coupon mail with the caller's name and client discount",
        response: { 200: CouponTemplate, ...partnerErrors },
      },
    },
    async (request) => coupons.template(partnerOf(request).partnerId),
  );

  app.post(
    '/CP/ShareCoupon',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          "Shares a new coupon (the caller's client discount, any product, 90 days, one use) with an email or 10-digit phone",
        description: "Multipart fields: emailto (email or 10-digit phone), msg, cpname (the recipient's name).",
        response: { 200: CouponShared, ...formErrors, ...partnerErrors },
      },
    },
    async (request) => {
      const { partnerId } = partnerOf(request);
      const shared = unwrapProgram(
        await coupons.share(partnerId, await formFields(request, ['emailto', 'msg', 'cpname'])),
      );
      return { message: M.couponShared, coupon_code: shared.coupon_code };
    },
  );

  app.post(
    '/CP/Cp_Refer_list',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's shared coupons, newest first",
        response: { 200: z.array(ReferRow), ...partnerErrors },
      },
    },
    async (request) => coupons.list(partnerOf(request).partnerId),
  );

  app.get(
    '/CP/ShareNominationData',
    {
      onRequest,
      schema: {
        tags,
        summary: "Master only: HTML of the nomination mail with the caller's name, and the max discount",
        response: { 200: NominationTemplate, ...masterErrors },
      },
    },
    async (request) => nominations.template(requireMaster(request).partnerId),
  );

  app.get(
    '/CP/check_nomination',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Master only: text 1 when the address is nominated already (by anyone) or belongs to a partner, else 0',
        querystring: EmailIdQuery,
        response: { 200: ZeroOrOne, 400: ErrorBody, ...masterErrors },
      },
    },
    async (request, reply) => {
      requireMaster(request);
      const answer = await nominations.check(request.query.emailid);
      if (answer === null) throw new HttpError(400, E.recipient.message, undefined, 'emailid');
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );

  app.post(
    '/CP/ShareNominationNew',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Master only: nominates a new partner by email with a proposed table and mails the join link',
        description: 'Multipart fields: emailto, msg, cpname, txt_v5_1, txt_v5_1_1, txt_discount1.',
        response: { 200: MessageAnswer, ...formErrors, 409: ErrorBody, ...masterErrors },
      },
    },
    async (request) => {
      const { partnerId } = requireMaster(request);
      const form = await formFields(request, ['emailto', 'msg', 'cpname', 'txt_v5_1', 'txt_v5_1_1', 'txt_discount1']);
      unwrapProgram(await nominations.nominate(partnerId, form));
      return { message: M.nominationSent };
    },
  );

  app.post(
    '/CP/Cp_Nomination_list',
    {
      onRequest,
      schema: {
        tags,
        summary: "Master only: the caller's nominations, newest first",
        response: { 200: z.array(NominationRow), ...masterErrors },
      },
    },
    async (request) => nominations.list(requireMaster(request).partnerId),
  );

  app.get(
    '/CP/proposed_cp_incentive',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Master only: the proposed table of one of the caller's nominations; 404 when the caller has none for that email",
        querystring: EmailQuery,
        response: { 200: ProposedIncentive, 404: ErrorBody, ...masterErrors },
      },
    },
    async (request) => {
      const proposed = await nominations.proposed(requireMaster(request).partnerId, request.query.email);
      if (!proposed) throw new NotFoundError(E.noNomination.message);
      return proposed;
    },
  );
};
