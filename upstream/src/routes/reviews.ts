// Customer reviews (/api/Reviews/...): a product's approved reviews with their summary, sorted and
// paged (public); the customer's own review of a product and whether they may write one, and the
// review written or edited as a multipart form with up to 3 photos (bearer; each photo at most
// 2 MB, JPEG or PNG by content, re-encoded, stored under a random name); and the photos themselves.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_ERRORS,
  UPLOAD_MAX_BYTES,
  checkUpload,
  uploadTypeOfExtension,
  type ImageType,
} from '@shop/commerce/files';
import {
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_MAX,
  reviewDraftProblems,
  type ReviewField,
} from '@shop/commerce/reviews/reviews';
import { shopperOf } from '../http/auth.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { MULTIPART_REQUIRED_MESSAGE } from '../http/multipart-form.ts';
import type { AppContext } from '../services/app-context.ts';
import { IMAGE_CACHE_CONTROL } from '../services/images.ts';
import { createReviewPhotoStore } from '../services/review-photos.ts';
import { createReviews, type ReviewDraft } from '../services/reviews.ts';
import { cleanUpload } from '../services/upload-content.ts';
import { STORED_NAME_PATTERN } from '../services/uploads.ts';
import { bearerErrors } from './schemas/account.ts';
import { ErrorBody, lookupErrors } from './schemas/common.ts';
import {
  EligibilityAnswer,
  EligibilityQuery,
  ProductReviewsAnswer,
  ProductReviewsQuery,
  SavedAnswer,
} from './schemas/reviews.ts';

const tags = ['reviews'];
const PHOTO_FIELDS = new Set(['Photo', 'photo', 'photos']);
const FIELD_ORDER: readonly ReviewField[] = ['rating', 'title', 'text', 'photos'];

interface ReviewSubmission {
  productId: number;
  draft: ReviewDraft;
  photos: Array<{ bytes: Uint8Array; type: ImageType }>;
}

const SubmissionFields = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
  rating: z.coerce.number(),
  title: z.string().default(''),
  text: z.string().default(''),
});

async function readSubmission(request: FastifyRequest): Promise<ReviewSubmission> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);
  const fields: Record<string, string> = {};
  const photos: ReviewSubmission['photos'] = [];
  let photoCount = 0;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    const bytes = await part.toBuffer();
    if (!PHOTO_FIELDS.has(part.fieldname) || bytes.length === 0) continue;
    photoCount += 1;
    if (photoCount > REVIEW_PHOTOS_MAX) continue;
    const check = part.file.truncated ? ({ ok: false, key: 'tooLarge' } as const) : checkUpload(bytes, 'image');
    const clean = check.ok ? await cleanUpload(bytes, check.type, 'imageType') : check;
    if (!clean.ok) throw new HttpError(400, FILE_ERRORS[clean.key].message, FILE_ERRORS[clean.key].code, 'photos');
    photos.push({ bytes: clean.bytes, type: clean.type });
  }
  const parsed = SubmissionFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'productId');
    throw new HttpError(400, field === 'rating' ? REVIEW_MESSAGES.rating : 'Expected a product id', 'INVALID', field);
  }
  const { productId, ...draft } = parsed.data;
  const problems = reviewDraftProblems({ ...draft, photoCount });
  const first = FIELD_ORDER.find((field) => problems[field]);
  if (first) throw new HttpError(400, problems[first]!, 'INVALID_REVIEW', first);
  return { productId, draft, photos };
}

export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reviews = createReviews({ db: ctx.db, clock: ctx.clock });
  const store = createReviewPhotoStore(ctx.dataDir);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: REVIEW_PHOTOS_MAX + 1, fields: 10, fieldSize: 8192, parts: 14 },
  });

  app.get(
    '/api/Reviews/Product',
    {
      schema: {
        tags,
        summary: "A product's approved reviews: the rating summary and one page (recent, highest, lowest, photos)",
        querystring: ProductReviewsQuery,
        response: { 200: ProductReviewsAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      const { productId, sort, page, pageSize } = request.query;
      return reviews.productPage(productId, sort, page, pageSize);
    },
  );

  app.get(
    '/api/Reviews/Mine',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'Whether the customer may review a product (a delivered order with it) and their review of it',
        querystring: EligibilityQuery,
        response: { 200: EligibilityAnswer, 400: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => reviews.eligibility(shopperOf(request).userId, request.query.productId),
  );

  app.post(
    '/api/Reviews/Save',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          "Writes or edits the customer's review of a product (multipart: productId, rating, title, text, Photo x3)",
        description:
          'Only a customer with a delivered order of the product (403 NOT_A_BUYER). One review per customer and ' +
          'product: a second save edits it and sends it back to moderation. Photos sent replace the old ones.',
        response: { 200: SavedAnswer, 400: ErrorBody, 403: ErrorBody, 415: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => {
      const session = shopperOf(request);
      const submission = await readSubmission(request);
      const eligible = await reviews.eligibility(session.userId, submission.productId);
      if (!eligible.canReview) throw new HttpError(403, REVIEW_MESSAGES.onlyBuyers, 'NOT_A_BUYER');
      const names = await Promise.all(submission.photos.map((photo) => store.save(photo.bytes, photo.type)));
      const result = await reviews.save(session.userId, submission.productId, submission.draft, names);
      if (!result.ok) {
        await Promise.all(names.map((name) => store.remove(name)));
        throw new HttpError(result.status, result.message, result.code);
      }
      await Promise.all(result.replacedPhotos.map((name) => store.remove(name)));
      const { review } = await reviews.eligibility(session.userId, submission.productId);
      if (!review) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      return { id: result.id, message: result.created ? REVIEW_MESSAGES.submitted : REVIEW_MESSAGES.updated, review };
    },
  );

  app.get(
    '/images/reviews/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A review photo (JPEG or PNG) by its stored name',
        params: z.object({ name: z.string().regex(STORED_NAME_PATTERN, 'Expected a stored picture name') }),
        response: { 200: z.any().describe('JPEG or PNG bytes'), ...lookupErrors },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = await store.read(name);
      const type = uploadTypeOfExtension(name.slice(name.lastIndexOf('.') + 1));
      if (!bytes || !type) throw new NotFoundError(`No photo ${name}`);
      return reply
        .header('content-type', type.contentType)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
