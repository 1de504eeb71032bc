// Customer reviews: Query.productReviews (public), Query.reviewEligibility (a guest gets the log-in
// message), Mutation.writeReview (a customer), Admin.reviews and Mutation.adminModerateReview (the
// console; FORBIDDEN without the catalog permissions, checked before the call).
import { REVIEWS_PAGE_SIZE, REVIEW_MESSAGES } from '@shop/commerce/reviews/reviews';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers, ReviewSort } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import { pageArgs, toPage } from '../admin/paging.ts';
import type { Refusal } from './client.ts';
import { moderateReviewInput, productIdInput, reviewFirstInput, reviewPageInput, writeReviewInput } from './inputs.ts';

const refusal = (result: Refusal, root: string) =>
  userErrorWithMessage(result.code, result.message, result.field ? [root, result.field] : null);

type ReviewPageArgs = { sort?: ReviewSort | null; page?: number | null; first?: number | null };

/** A page of a product's reviews through the request's loader (the product screen primes its first page). */
function reviewPage(productId: number, args: ReviewPageArgs, { loaders }: GatewayContext) {
  const page = parseInput(reviewPageInput, args.page ?? 1, 'page');
  const first = parseInput(reviewFirstInput, args.first ?? REVIEWS_PAGE_SIZE, 'first');
  return loaders.reviews.productPage.load({ productId, sort: args.sort ?? 'RECENT', page, first });
}

async function eligibility(productId: number, { clients, session }: GatewayContext) {
  const guest = { canReview: false, message: REVIEW_MESSAGES.loginToReview, review: null };
  const token = session.token;
  if (token === null) return guest;
  const answer = await clients.reviews.eligibility(token, productId);
  if (answer) return answer;
  session.rejectToken(token);
  return guest;
}

export const reviewResolvers: Resolvers = {
  Query: {
    productReviews: (_parent, args, context) =>
      reviewPage(parseInput(productIdInput, args.productId, 'productId'), args, context),
    reviewEligibility: (_parent, args, context) =>
      eligibility(parseInput(productIdInput, args.productId, 'productId'), context),
  },

  Product: {
    reviewPage: (product, args, context) => reviewPage(product.id, args, context),
    reviewEligibility: (product, _args, context) => eligibility(product.id, context),
  },

  Admin: {
    reviews: async (_parent, args, { clients }) => {
      const paging = pageArgs(args);
      return toPage(await clients.reviewsAdmin.queue(args.status ?? 'PENDING', paging.page, paging.first), paging);
    },
  },

  Mutation: {
    writeReview: async (_parent, { input }, { clients, session }) => {
      const token = requireCustomer(session);
      const valid = validateInput(writeReviewInput, input, ['input']);
      if (!valid.ok) return { review: null, message: null, userErrors: valid.userErrors };
      const result = await clients.reviews.save(token, valid.data);
      if (result.kind === 'unauthorized') return refusedByUpstream(session, token);
      if (result.kind === 'refused') return { review: null, message: null, userErrors: [refusal(result, 'input')] };
      return { review: result.saved.review, message: result.saved.message, userErrors: [] };
    },

    adminModerateReview: async (_parent, { input }, { clients }) => {
      const valid = validateInput(moderateReviewInput, input, ['input']);
      if (!valid.ok) return { ok: false, userErrors: valid.userErrors };
      const { reviewId, decision, reason } = valid.data;
      const result = await clients.reviewsAdmin.moderate(
        reviewId,
        decision === 'APPROVE' ? 'approve' : 'reject',
        reason,
      );
      return result.kind === 'ok'
        ? { ok: true, userErrors: [] }
        : { ok: false, userErrors: [refusal(result, 'input')] };
    },
  },
};
