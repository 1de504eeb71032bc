// Channel partner routes: notifications (all, or the last 30 days), videos, salutations
// and the support form (public; a partner token, when sent, files it under the partner).
// Registered by routes/partner.ts, which also registers the multipart plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { readMultipartForm } from '../http/multipart-form.ts';
import type { AppContext } from '../services/app-context.ts';
import { valueOf } from './partner-outcome.ts';
import { ErrorBody } from './schemas/common.ts';
import { Notification, PartnerMessage, Salutation, Video, partnerErrors } from './schemas/partner.ts';

const tags = ['partner'];
const NO_FILES: ReadonlySet<string> = new Set();

export const partnerContentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const content = ctx.partnerContent;

  app.get(
    '/CP/CP_NOTIFICATION',
    {
      onRequest: ctx.partnerAuth,
      schema: {
        tags,
        summary: 'Partner notifications (HTML bodies), newest first',
        response: { 200: z.array(Notification), ...partnerErrors },
      },
    },
    async () => content.notifications(false),
  );

  app.get(
    '/CP/CP_NOTIFICATION_30',
    {
      onRequest: ctx.partnerAuth,
      schema: {
        tags,
        summary: 'Partner notifications of the last 30 days, newest first',
        response: { 200: z.array(Notification), ...partnerErrors },
      },
    },
    async () => content.notifications(true),
  );

  app.get(
    '/CP/GetChannelVideos',
    {
      schema: {
        tags,
        summary: 'Channel partner videos (embeddable links), in order',
        response: { 200: z.array(Video) },
      },
    },
    async () => content.videos(),
  );

  app.get(
    '/CommonData/sal_list',
    {
      schema: { tags, summary: 'Salutations of the add-partner form', response: { 200: z.array(Salutation) } },
    },
    async () => content.salutations(),
  );

  app.post(
    '/CP/CPSupport',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          'The partner support form (multipart: cpname, cpsurname, emailid, message, all required); mailed to the partner desk with a copy to the sender',
        description:
          'Public; with a partner token the message is filed under the partner. At most 5 messages per Email ID within an hour (429).',
        response: { 200: PartnerMessage, 400: ErrorBody, 415: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const partnerId = await ctx.partnerAccounts.optionalPartner(request);
      const form = await readMultipartForm(request, NO_FILES);
      valueOf(await content.support(form.fields, partnerId));
      return { message: M.supportSent };
    },
  );
};
