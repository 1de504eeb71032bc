// The console's review moderation (/api/Admin/Reviews...), inside the operator scope of admin.ts:
// the queue of customer reviews by status, oldest change first, paged (catalog.read), and a
// decision on a pending review, approve or reject with a reason (catalog.write; audited).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors.ts';
import { requirePermission } from '../http/operator-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { createReviews } from '../services/reviews.ts';
import { ErrorBody } from './schemas/common.ts';
import { ModerateBody, ReviewQueueAnswer, ReviewQueueQuery } from './schemas/reviews.ts';
import { z } from 'zod';

const tags = ['admin'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

export const adminReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reviews = createReviews({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/Admin/Reviews',
    {
      schema: {
        tags,
        summary: 'Customer reviews of a status (pending by default), oldest change first, paged (catalog.read)',
        querystring: ReviewQueueQuery,
        response: { 200: ReviewQueueAnswer, ...errors },
      },
    },
    async (request) => {
      requirePermission(request, 'catalog.read');
      const { status, page, first } = request.query;
      return reviews.queue(status, page, first);
    },
  );

  app.post(
    '/Admin/Reviews/Moderate',
    {
      schema: {
        tags,
        summary: 'Approves or rejects (with a reason) a pending review (catalog.write; audited); 409 ALREADY_MODERATED',
        body: ModerateBody,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const session = requirePermission(request, 'catalog.write');
      const { reviewId, decision, reason } = request.body;
      const result = await reviews.moderate(session.operatorId, reviewId, decision, reason ?? null);
      if (!result.ok) throw new HttpError(result.status, result.message, result.code);
      return { ok: true as const };
    },
  );
};
