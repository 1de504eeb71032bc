// Product manuals as PDF at /files/manuals/{model-slug}.pdf, rendered from the database on first
// request and kept in memory (a few kilobytes each, one per listed model).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANUAL_FILE_PATTERN } from '../domain/support-constants.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { IMAGE_CACHE_CONTROL } from '../services/images.ts';
import { createManualFiles } from '../services/manual-files.ts';
import { lookupErrors } from './schemas/common.ts';

export const supportManualRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const manuals = createManualFiles(ctx.db);

  app.get(
    '/files/manuals/:name',
    {
      schema: {
        tags: ['support'],
        summary: 'The PDF manual of a model ({model-slug}.pdf)',
        params: z.object({ name: z.string().regex(MANUAL_FILE_PATTERN, 'Expected a manual name such as ar-300.pdf') }),
        response: { 200: z.any().describe('PDF bytes'), ...lookupErrors },
      },
    },
    async (request, reply) => {
      const name = request.params.name.toLowerCase();
      const pdf = await manuals.pdf(name);
      if (!pdf) throw new NotFoundError(`No manual ${name}`);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="lumen-${name.replace(/\.pdf$/, '')}-manual.pdf"`)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
