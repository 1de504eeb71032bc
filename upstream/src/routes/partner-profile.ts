// Channel partner routes: the partner's own record, the General partners under it, the
// home card with the referral QR code, personal details (Aadhaar masked, document as a signed
// link) and bank details, and their multipart edits. Registered by routes/partner.ts, which also
// registers the multipart plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHEQUE_FILE_FIELD } from '@shop/commerce/partner/bank-details';
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { AADHAAR_FILE_FIELD } from '../domain/partner-constants.ts';
import { readMultipartForm } from '../http/multipart-form.ts';
import { partnerOf } from '../http/partner-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { valueOf } from './partner-outcome.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  CpBankDetails,
  CpCard,
  CpDetailsAnswer,
  CpPersonal,
  PartnerMessage,
  partnerErrors,
  partnerFormErrors,
} from './schemas/partner.ts';

const tags = ['partner'];
const AADHAAR_FILES: ReadonlySet<string> = new Set([AADHAAR_FILE_FIELD]);
const CHEQUE_FILES: ReadonlySet<string> = new Set([CHEQUE_FILE_FIELD]);

export const partnerProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const profiles = ctx.partnerProfiles;
  const onRequest = ctx.partnerAuth;

  app.post(
    '/CP/CPDetails',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's own record (details has one item), its linked shopper id and level",
        response: { 200: CpDetailsAnswer, ...partnerErrors },
      },
    },
    async (request) => profiles.own(partnerOf(request).partnerId),
  );

  app.get(
    '/CP/details',
    {
      onRequest,
      schema: {
        tags,
        summary: "The General partners under the caller ('V5.1 Details'), oldest first; no Aadhaar data",
        response: { 200: CpDetailsAnswer, ...partnerErrors },
      },
    },
    async (request) => profiles.under(partnerOf(request).partnerId),
  );

  app.get(
    '/CP/GetCPDetailsID',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The home card: name, code, level, referral link and its QR code (PNG data URL)',
        response: { 200: CpCard, ...partnerErrors },
      },
    },
    async (request) => profiles.card(partnerOf(request).partnerId),
  );

  app.post(
    '/CP/CP_P_Details',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The personal details form data (Aadhaar masked, document as a signed link)',
        response: { 200: CpPersonal, ...partnerErrors },
      },
    },
    async (request) => profiles.personal(partnerOf(request).partnerId),
  );

  app.post(
    '/CP/UpdateCpDetails',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          'Edits the personal details (multipart: cpName, cpSurname, country_id, states_id, phoneNo, cityName, cpAddress, pincode, aadhar, policy, aadhaarFile)',
        description:
          'policy must be true or 1, and an Aadhaar number (12 digits) or file must be given or on record. A blank aadhar, or the masked number ' +
          'sent back, keeps the one on record. aadhaarFile: at most 2 MB, JPEG, PNG or PDF by content; replaces the stored one.',
        response: { 200: PartnerMessage, ...partnerFormErrors },
      },
    },
    async (request) => {
      const session = partnerOf(request);
      const form = await readMultipartForm(request, AADHAAR_FILES);
      valueOf(await profiles.updatePersonal(session.partnerId, form.fields, form.file));
      return { message: M.detailsUpdated };
    },
  );

  app.post(
    '/CP/CPBankDetails',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's bank details ('' when not given), the cheque as a signed link and the draft flag",
        response: { 200: CpBankDetails, ...partnerErrors },
      },
    },
    async (request) => profiles.bank(partnerOf(request).partnerId),
  );

  app.post(
    '/CP/BandDetails',
    {
      onRequest,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          'Edits the bank details (multipart with the CPBankDetails field names and the file crossed_Chequee_File)',
        description:
          'Blank fields are allowed (the record stays a draft). A filled field of the wrong form: 400 "Bank Details Updation failed" with one issue per field ' +
          '(account number 9-18 digits, PAN AAAAA9999A, IFSC AAAA0XXXXXX, MICR 9 digits, SWIFT 8 or 11 characters, cheque number 6 digits).',
        response: { 200: PartnerMessage, ...partnerFormErrors },
      },
    },
    async (request, reply) => {
      const session = partnerOf(request);
      const form = await readMultipartForm(request, CHEQUE_FILES);
      const result = await profiles.updateBank(session.partnerId, form.fields, form.file);
      if (!result.ok)
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: E.bankFailed.message,
          issues: result.issues,
        } satisfies ErrorBody);
      return { message: M.bankUpdated };
    },
  );
};
