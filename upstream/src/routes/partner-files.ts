// Partner documents (Aadhaar, crossed cheque) at /files/cp/{name}?expires=...&signature=...: the
// signed, expiring links that only the owner's own answers hand out (domain/partner-document-link.ts).
// A forged, altered or expired link, or one of another partner, is refused (403) before anything
// says whether the file exists; 404 only for a valid link whose file is gone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_DOCUMENT_MESSAGES as DOCUMENT } from '../domain/partner-constants.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { ErrorBody } from './schemas/common.ts';
import { DocumentParams, DocumentQuery } from './schemas/partner.ts';

export const partnerFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/files/cp/:name',
    {
      schema: {
        tags: ['partner'],
        summary: "A partner's document (JPEG, PNG or PDF) through a signed link that expires",
        params: DocumentParams,
        querystring: DocumentQuery,
        response: { 200: z.any().describe('The document bytes'), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { expires, signature } = request.query;
      const owner = await ctx.partnerProfiles.documentOwner(name);
      if (owner === null || !ctx.partnerDocuments.verify(owner, name, expires, signature))
        throw new HttpError(403, DOCUMENT.linkInvalid);
      const document = await ctx.partnerDocuments.read(name);
      if (!document) throw new NotFoundError(DOCUMENT.missing);
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(document.bytes);
    },
  );
};
