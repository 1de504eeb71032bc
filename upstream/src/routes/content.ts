// Content routes: static pages, blogs, the newsletter (form data emailid), the subscribe popup
// (User/Post) and the popup's discount.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_MESSAGES } from '@shop/commerce/content/messages';
import { STATIC_PAGE_ROUTES } from '../domain/content-constants.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { parseUrlEncoded, readMultipartForm } from '../http/multipart-form.ts';
import type { AppContext } from '../services/app-context.ts';
import { createContent } from '../services/content.ts';
import {
  Blog,
  BlogSummary,
  MessageBody,
  StaticPageHtml,
  SubscribePopupBody,
  SubscriptionDiscount,
} from './schemas/content.ts';
import { ErrorBody, idParam, lookupErrors } from './schemas/common.ts';

const tags = ['content'];
const NO_FILES: ReadonlySet<string> = new Set();

/** The emailid of a urlencoded, multipart or JSON body. */
async function emailIdOf(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) return (await readMultipartForm(request, NO_FILES)).fields.get('emailid')?.[0] ?? '';
  const body = request.body;
  if (body && typeof body === 'object' && 'emailid' in body && typeof body.emailid === 'string') return body.emailid;
  return '';
}

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const content = createContent(ctx.db);

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, parseUrlEncoded(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  for (const [name, slug] of Object.entries(STATIC_PAGE_ROUTES)) {
    app.get(
      `/CommonData/${name}`,
      {
        schema: {
          tags,
          summary: `The ${slug.replace(/-/g, ' ')} page as HTML`,
          response: { 200: StaticPageHtml, 404: ErrorBody },
        },
      },
      async (_request, reply) => {
        const html = await content.staticPage(slug);
        if (html === null) throw new NotFoundError(`No page ${name}`);
        // A string payload would go out as text/plain; the contract's answer is a JSON string.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(html));
      },
    );
  }

  app.get(
    '/CommonData/GetBlogsById',
    {
      schema: {
        tags,
        summary: 'A blog with its SEO fields',
        querystring: z.object({ id: idParam.describe('Blog id') }),
        response: { 200: Blog, ...lookupErrors },
      },
    },
    async (request) => {
      const blog = await content.blog(request.query.id);
      if (!blog) throw new NotFoundError(`Blog ${request.query.id} not found`);
      return blog;
    },
  );

  app.get(
    '/CommonData/GetBlogs',
    {
      schema: { tags, summary: 'Extension: every blog, newest first', response: { 200: z.array(BlogSummary) } },
    },
    async () => content.blogs(),
  );

  app.get(
    '/CommonData/subscriptiondiscount',
    {
      schema: { tags, summary: 'The discount the subscribe popup offers', response: { 200: SubscriptionDiscount } },
    },
    async () => {
      const discount = ctx.subscriptions.discount();
      return { percent: discount.percent, valid_days: discount.validDays };
    },
  );

  app.post(
    '/CommonData/SubscribeMail',
    {
      schema: {
        tags,
        summary: 'Subscribes an email to the newsletter (form data emailid)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        description: 'Subscribing an address again answers 200 too; a welcome mail goes out the first time.',
        response: { 200: MessageBody, 400: ErrorBody },
      },
    },
    async (request) => {
      const result = await ctx.subscriptions.newsletter(await emailIdOf(request));
      if (!result.ok) throw new HttpError(400, result.message, undefined, result.field);
      return { message: CONTENT_MESSAGES.subscribed };
    },
  );

  app.post(
    '/User/Post',
    {
      schema: {
        tags,
        summary: 'Subscribe popup: mails a personal discount code (the same code on a repeat)',
        body: SubscribePopupBody,
        response: { 200: MessageBody, 400: ErrorBody },
      },
    },
    async (request) => {
      const { name = '', email = '', phone = '' } = request.body;
      const result = await ctx.subscriptions.popup({ name, email, phone });
      if (!result.ok) throw new HttpError(400, result.message, undefined, result.field);
      return { message: CONTENT_MESSAGES.popupSubscribed };
    },
  );
};
