// Uploaded profile pictures, served from the data folder by the random name upstream gave them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadTypeOfExtension } from '@shop/commerce/files';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { IMAGE_CACHE_CONTROL } from '../services/images.ts';
import { STORED_NAME_PATTERN } from '../services/uploads.ts';
import { lookupErrors } from './schemas/common.ts';

export const accountProfileImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/images/profiles/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A profile picture (JPEG or PNG) by its stored name',
        params: z.object({ name: z.string().regex(STORED_NAME_PATTERN, 'Expected a stored picture name') }),
        response: { 200: z.any().describe('JPEG or PNG bytes'), ...lookupErrors },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = await ctx.profileImages.read(name);
      const type = uploadTypeOfExtension(name.slice(name.lastIndexOf('.') + 1));
      if (!bytes || !type) throw new NotFoundError(`No picture ${name}`);
      return reply
        .header('content-type', type.contentType)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
