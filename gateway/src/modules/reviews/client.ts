// The reviews domain's typed clients: the shop's (a product's reviews, a customer's eligibility
// and save) over the REST kernel, and the console's (queue and decision) over AdminCalls with the
// operator's token. Upstream's refusals (400 with the field, 403 not a buyer, 404, 409) come back
// typed with their message, code and field.
import { FormData } from 'undici';
import type { ReviewEligibility, ReviewStatus } from '../../generated/resolvers.ts';
import type {
  GetApiAdminReviewsData,
  GetApiReviewsMineData,
  GetApiReviewsProductData,
  PostApiAdminReviewsModerateData,
} from '../../generated/upstream/types.gen.ts';
import type { CheckedImage } from '../../graphql/file-upload.ts';
import { appendFile } from '../../graphql/file-upload.ts';
import type { RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { AdminCalls } from '../admin/admin-calls.ts';
import {
  UPSTREAM_REVIEW_SORT,
  UPSTREAM_REVIEW_STATUS,
  eligibilitySchema,
  reviewPageSchema,
  reviewQueueSchema,
  savedReviewSchema,
  type ReviewQueue,
  type SavedReview,
} from './mapping.ts';
import type { ReviewOrder, ReviewPage } from './models.ts';

export type Refusal = { kind: 'refused'; message: string; code: string; field: string | null };
export type SaveResult = { kind: 'ok'; saved: SavedReview } | Refusal | { kind: 'unauthorized' };
export type ModerateResult = { kind: 'ok' } | Refusal;

function refused(answer: StatusAnswer): Refusal {
  const path = (answer.body as { issues?: Array<{ path?: unknown }> } | undefined)?.issues?.[0]?.path;
  const field = typeof path === 'string' ? path.split('/').at(-1) || null : null;
  return {
    kind: 'refused',
    message: answer.message ?? 'The review could not be saved.',
    code: answer.code ?? (answer.status === 404 ? 'NOT_FOUND' : 'INVALID'),
    field,
  };
}

export interface ReviewWrite {
  productId: number;
  rating: number;
  title: string;
  text: string;
  photos: CheckedImage[];
}

export class ReviewsClient {
  constructor(private readonly rest: RestClient) {}

  productReviews(productId: number, sort: ReviewOrder, page: number, pageSize: number): Promise<ReviewPage> {
    const query = {
      productId,
      sort: UPSTREAM_REVIEW_SORT[sort],
      page,
      pageSize,
    } satisfies GetApiReviewsProductData['query'];
    return this.rest.send({ method: 'GET', path: '/api/Reviews/Product', query }, { ok: parsed(reviewPageSchema) });
  }

  /** Null when upstream refuses the token (401). */
  eligibility(token: string, productId: number): Promise<ReviewEligibility | null> {
    const query = { productId } satisfies GetApiReviewsMineData['query'];
    return this.rest.send<ReviewEligibility | null>(
      { method: 'GET', path: '/api/Reviews/Mine', query, token },
      { ok: parsed(eligibilitySchema), 401: () => null },
    );
  }

  save(token: string, write: ReviewWrite): Promise<SaveResult> {
    const form = new FormData();
    form.append('productId', String(write.productId));
    form.append('rating', String(write.rating));
    form.append('title', write.title);
    form.append('text', write.text);
    for (const photo of write.photos) appendFile(form, 'Photo', photo);
    return this.rest.send<SaveResult>(
      { method: 'POST', path: '/api/Reviews/Save', form, token },
      {
        ok: (answer) => ({ kind: 'ok', saved: answer.parse(savedReviewSchema) }),
        400: refused,
        403: refused,
        404: refused,
        401: () => ({ kind: 'unauthorized' }),
      },
    );
  }
}

export class ReviewsAdminClient {
  constructor(private readonly calls: AdminCalls) {}

  queue(status: ReviewStatus, page: number, first: number): Promise<ReviewQueue> {
    const query = { status: UPSTREAM_REVIEW_STATUS[status], page, first } satisfies GetApiAdminReviewsData['query'];
    return this.calls.send(
      { method: 'GET', path: '/api/Admin/Reviews', query },
      { ok: parsed(reviewQueueSchema) },
      'catalog.read',
    );
  }

  moderate(reviewId: number, decision: 'approve' | 'reject', reason: string | null): Promise<ModerateResult> {
    return this.calls.send<ModerateResult>(
      {
        method: 'POST',
        path: '/api/Admin/Reviews/Moderate',
        json: { reviewId, decision, ...(reason ? { reason } : {}) } satisfies PostApiAdminReviewsModerateData['body'],
      },
      { ok: () => ({ kind: 'ok' }), 400: refused, 404: refused, 409: refused },
      'catalog.write',
    );
  }
}
