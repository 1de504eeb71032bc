// Partner program routes, sub-partners: a Master adds a General partner (both variants of
// the form), the existence check of the form, and a nominee's join link (public: the invitation
// and the registration). Registered by partner-program.ts, which also registers multipart parsing.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { NotFoundError } from '../http/errors.ts';
import { partnerOf, requireMaster } from '../http/partner-auth.ts';
import { formFields, unwrapProgram, type ProgramOptions } from './partner-program-common.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  ChkPhoneQuery,
  JoinAnswer,
  JoinBody,
  NominationInvite,
  PartnerRegistered,
  TokenQuery,
  ZeroOrOne,
  masterErrors,
  partnerErrors,
} from './schemas/partner-program.ts';

const tags = ['partner'];
const FORM_KEYS = [
  'Name',
  'SurName',
  'Email',
  'Country',
  'State',
  'City',
  'Phone',
  'Pincode',
  'Refer',
  'ReferEmail',
  'salid',
  'masterid',
  'ID',
] as const;
const FORM_FIELDS =
  'Multipart fields: Name, SurName, Email, Country (id, 2 = India), State (id), City, Phone, Pincode, Refer, ReferEmail ' +
  '(email or 10-digit phone of the Master), salid (salutation id), masterid (own id; blank = own)';
const addErrors = { 400: ErrorBody, 409: ErrorBody, 415: ErrorBody, ...masterErrors } as const;

export const partnerProgramPartnerRoutes: FastifyPluginAsyncZod<ProgramOptions> = async (app, { ctx, program }) => {
  const { registration, nominations } = program;
  const onRequest = ctx.partnerAuth;

  async function addPartner(request: FastifyRequest, withId: boolean) {
    const { partnerId } = requireMaster(request);
    const form = await formFields(request, FORM_KEYS);
    const ids = withId ? { masterId: form.masterid, ownId: form.ID } : { masterId: form.masterid };
    const added = unwrapProgram(await registration.addGeneral(partnerId, form, ids));
    return { message: M.registered, id: added.id, v5: added.v5 };
  }

  app.post(
    '/CP/SaveChannelPartner1',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `${FORM_FIELDS}.`,
        summary:
          "Master only: adds a General partner under the caller (Pending until it sets a password through the mailed 'welcome' link)",
        response: { 200: PartnerRegistered, ...addErrors },
      },
    },
    async (request) => addPartner(request, false),
  );

  app.post(
    '/CP/SaveChannelPartnerLevel1',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `${FORM_FIELDS}, ID (own id: the /cp/registration/{id} parameter).`,
        summary: 'Master only: the earlier variant of SaveChannelPartner1 (with ID)',
        response: { 200: PartnerRegistered, ...addErrors },
      },
    },
    async (request) => addPartner(request, true),
  );

  app.get(
    '/CommonData/Chk_Phone',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Text 0 when neither the phone nor the email belongs to a partner, else 1',
        querystring: ChkPhoneQuery,
        response: { 200: ZeroOrOne, 400: ErrorBody, ...partnerErrors },
      },
    },
    async (request, reply) => {
      partnerOf(request);
      const answer = await registration.exists(request.query.Phone ?? '', request.query.email_id ?? '');
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );

  app.get(
    '/CP/NominationInvite',
    {
      schema: {
        tags,
        summary: 'Public: the open nomination of a join link; 404 for an unknown, joined or expired link',
        querystring: TokenQuery,
        response: { 200: NominationInvite, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const invite = await nominations.invite(request.query.token);
      if (!invite) throw new NotFoundError(E.linkInvalid.message);
      return invite;
    },
  );

  app.post(
    '/CP/JoinNomination',
    {
      schema: {
        tags,
        summary:
          'Public: the nominee registers by its join link and becomes an Active General partner under the nominating Master',
        body: JoinBody,
        response: { 200: JoinAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const b = request.body;
      const joined = unwrapProgram(
        await nominations.join({
          token: b.token ?? '',
          surname: b.surname ?? '',
          phone: b.phone ?? '',
          pincode: b.pincode ?? '',
          city: b.city ?? '',
          address: b.address ?? '',
          password: b.password ?? '',
          confirmPassword: b.confirmPassword ?? '',
        }),
      );
      return { message: M.registered, v5: joined.v5 };
    },
  );
};
