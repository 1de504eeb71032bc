// Customer reviews through the gateway: a guest reads the log-in message; a customer whose order
// was delivered (moved by the console's adminTransitionOrders) writes a review with a photo, bad
// input comes back as userErrors on its field; the console lists it and approves it (catalog role;
// support is FORBIDDEN); the product's reviews then show it as verified and count it.
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@shop/commerce/reviews/reviews';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { adminError, asOperator, operatorData, operatorToken } from './admin.ts';
import { RING, checkoutCustomer, data } from './checkout-shopper.ts';
import { deliveredBuyer } from './review-buyer.ts';
import {
  AdminModerateReviewOfDocument,
  AdminReviewQueueDocument,
  ProductReviewsPageDocument,
  ProductScreenReviewPagesDocument,
  ProductScreenReviewsDocument,
  ReviewEligibilityOfDocument,
  WriteReviewOfDocument,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop();
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TEXT = 'Comfortable all day and the battery lasts the whole week.';

beforeAll(() => setStock(upstream, { color: 1011, size: '8' }, 40));

describe('reviews through the gateway', () => {
  it('tells a guest to log in', async () => {
    const { body } = await gateway.graphql(ReviewEligibilityOfDocument, { productId: RING.productId });
    expect(body.data?.reviewEligibility).toEqual({
      canReview: false,
      message: REVIEW_MESSAGES.loginToReview,
      review: null,
    });
  });

  it('a delivered buyer writes, the console approves, the product shows it verified', async () => {
    const before = (await gateway.graphql(ProductReviewsPageDocument, { productId: RING.productId, first: 50 })).body
      .data!.productReviews;
    const customer = await deliveredBuyer(gateway);
    const eligible = await data(gateway, ReviewEligibilityOfDocument, { productId: RING.productId }, customer.token);
    expect(eligible.reviewEligibility).toMatchObject({ canReview: true, message: null, review: null });

    const bad = await data(
      gateway,
      WriteReviewOfDocument,
      { input: { productId: RING.productId, rating: 7, text: 'short' } },
      customer.token,
    );
    expect(bad.writeReview.userErrors.map((e) => [e.field, e.message])).toEqual([
      [['input', 'rating'], REVIEW_MESSAGES.rating],
      [['input', 'text'], REVIEW_MESSAGES.textShort],
    ]);

    const written = await data(
      gateway,
      WriteReviewOfDocument,
      {
        input: {
          productId: RING.productId,
          rating: 4,
          title: 'Solid',
          text: TEXT,
          photos: [{ fileName: 'ring.png', contentType: 'image/png', base64: PNG_1X1 }],
        },
      },
      customer.token,
    );
    expect(written.writeReview.userErrors).toEqual([]);
    expect(written.writeReview.message).toBe(REVIEW_MESSAGES.submitted);
    expect(written.writeReview.review).toMatchObject({ status: 'PENDING', rating: 4 });
    expect(written.writeReview.review?.photos).toHaveLength(1);
    const id = written.writeReview.review!.id;

    const support = (await operatorToken(gateway, 'support')).token;
    const forbidden = await asOperator(gateway, support, AdminReviewQueueDocument, { first: 100 });
    expect(adminError(forbidden).code).toBe('FORBIDDEN');

    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const queue = await operatorData(gateway, catalog, AdminReviewQueueDocument, { first: 100 });
    expect(queue.admin.reviews.nodes.find((n) => n.id === id)).toMatchObject({ verified: true, status: 'PENDING' });

    const noReason = await operatorData(gateway, catalog, AdminModerateReviewOfDocument, {
      input: { reviewId: id, decision: 'REJECT' },
    });
    expect(noReason.adminModerateReview.userErrors[0]?.message).toBe(REVIEW_MESSAGES.reasonNeeded);
    const approved = await operatorData(gateway, catalog, AdminModerateReviewOfDocument, {
      input: { reviewId: id, decision: 'APPROVE' },
    });
    expect(approved.adminModerateReview).toEqual({ ok: true, userErrors: [] });
    const again = await operatorData(gateway, catalog, AdminModerateReviewOfDocument, {
      input: { reviewId: id, decision: 'APPROVE' },
    });
    expect(again.adminModerateReview.userErrors[0]?.message).toBe(REVIEW_MESSAGES.alreadyModerated);

    const after = (await gateway.graphql(ProductReviewsPageDocument, { productId: RING.productId, first: 50 })).body
      .data!.productReviews;
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.nodes.find((n) => n.id === id)).toMatchObject({ verified: true, rating: 4, title: 'Solid' });
    const withPhotos = (
      await gateway.graphql(ProductReviewsPageDocument, { productId: RING.productId, sort: 'PHOTOS' })
    ).body.data!.productReviews;
    expect(withPhotos.nodes.map((n) => n.id)).toContain(id);
  });

  it("the product screen's one query carries the first page and whether the visitor may write", async () => {
    const route = { categorySlug: 'smart-rings', nameSlug: 'aura-ring-gen-3', modelSlug: 'ar-300' };
    const page = (await gateway.graphql(ProductReviewsPageDocument, { productId: RING.productId })).body.data!
      .productReviews;
    const guest = (await gateway.graphql(ProductScreenReviewsDocument, route)).body.data!.product!;
    expect(guest.id).toBe(RING.productId);
    expect(guest.reviewPage.nodes.map((n) => n.id)).toEqual(page.nodes.map((n) => n.id));
    expect(guest.reviewPage.summary).toEqual({ average: page.summary.average, count: page.summary.count });
    expect(guest.reviewEligibility).toEqual({ canReview: false, message: REVIEW_MESSAGES.loginToReview });

    const customer = await checkoutCustomer(gateway);
    const signedIn = await data(gateway, ProductScreenReviewsDocument, route, customer.token);
    expect(signedIn.product!.reviewEligibility).toEqual({ canReview: false, message: REVIEW_MESSAGES.onlyBuyers });
  });

  it("brings the first page with the screen's one call; a later page asks upstream's reviews route", async () => {
    const route = { categorySlug: 'smart-rings', nameSlug: 'aura-ring-gen-3', modelSlug: 'ar-300' };
    const pageOf = async (page: number) =>
      (await gateway.graphql(ProductReviewsPageDocument, { productId: RING.productId, sort: 'LOWEST', page, first: 2 }))
        .body.data!.productReviews;
    const [one, two] = [await pageOf(1), await pageOf(2)];
    expect(two.nodes.length).toBeGreaterThan(0);

    const ids = (page: { nodes: Array<{ id: string }> }) => page.nodes.map(({ id }) => ({ id }));

    // Screen/product alone, its reviews part asked in the order and size of the first page.
    const first = await gateway.graphql(ProductScreenReviewPagesDocument, { ...route, page: 1 });
    expect(first.body.data!.product).toEqual({
      first: { page: 1, totalCount: one.totalCount, nodes: ids(one) },
      later: { page: 1, nodes: ids(one) },
    });
    expect(first.headers.get('x-upstream-calls')).toBe('1');
    expect(first.headers.get('x-upstream-rounds')).toBe('1');

    // Page 2 asks Reviews/Product by the product's id, once the screen answered.
    const later = await gateway.graphql(ProductScreenReviewPagesDocument, { ...route, page: 2 });
    expect(later.body.data!.product!.later).toEqual({ page: 2, nodes: ids(two) });
    expect(later.headers.get('x-upstream-calls')).toBe('2');
    expect(later.headers.get('x-upstream-rounds')).toBe('2');
  });

  it('refuses a page size out of range as BAD_USER_INPUT', async () => {
    const { body } = await gateway.graphql(ProductReviewsPageDocument, { productId: '102', first: 51 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a customer without a delivered order gets the message, not a review', async () => {
    const customer = await checkoutCustomer(gateway);
    const answer = await data(
      gateway,
      WriteReviewOfDocument,
      { input: { productId: RING.productId, rating: 5, text: TEXT } },
      customer.token,
    );
    expect(answer.writeReview.review).toBeNull();
    expect(answer.writeReview.userErrors[0]).toMatchObject({
      message: REVIEW_MESSAGES.onlyBuyers,
      code: 'NOT_A_BUYER',
    });
  });
});
