// The spec's client sends query names in varying case (CAT_ID, cat_id). Routes already match
// case-insensitively; this hook does the same for the query names a route's schema declares.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';

export function normaliseQueryKeys(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.querystring;
    if (!(schema instanceof z.ZodObject)) return;
    const canonical = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
    const hook: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (!query) return;
      for (const key of Object.keys(query)) {
        const name = canonical.get(key.toLowerCase());
        if (name && name !== key && !(name in query)) {
          query[name] = query[key];
          delete query[key];
        }
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });
}
