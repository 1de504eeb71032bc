// Health check and the OpenAPI document generated from the routes' zod schemas.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['system'],
        summary: 'OpenAPI 3.1 document of every route',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
};
