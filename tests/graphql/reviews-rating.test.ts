// A product's rating and rating count are its approved reviews' mean (one decimal) and number,
// wherever a card or the product page's header shows them (category page, search, product page),
// and 0 and 0 when it has none. Upstream's catalog cache is on here: approving a review shows on
// the cards at once, while a pending or rejected one changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { averageRating } from '@shop/commerce/reviews/reviews';
import { setStock, withTestDb } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { operatorData, operatorToken } from './admin.ts';
import { RING, data } from './checkout-shopper.ts';
import { deliveredBuyer } from './review-buyer.ts';
import {
  AdminModerateReviewOfDocument,
  ProductReviewsPageDocument,
  RingRatingCardsDocument,
  RingRatingHeaderDocument,
  RingRatingSearchDocument,
  WriteReviewOfDocument,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop({ upstream: { catalogCacheTtlMs: 60_000 } });
const TEXT = 'Comfortable all day and the battery lasts the whole week.';
/** Another ring, whose reviews all wait for moderation: it has no approved review. */
let unreviewed: string;

beforeAll(async () => {
  await setStock(upstream, { color: 1011, size: '8' }, 40);
  unreviewed = await withTestDb(upstream, async (db) => {
    const row = await db.get<{ id: number }>(
      "SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'smart-rings' AND p.is_listed = 1 AND p.id <> ? ORDER BY p.id",
      Number(RING.productId),
    );
    await db.run("UPDATE reviews SET status = 'pending' WHERE product_id = ?", row!.id);
    return String(row!.id);
  });
});

type Shown = { rating: number; ratingCount: number };

/** The ring's rating as the category card, the search card and the product page header show it. */
async function ringRatings(): Promise<{ card: Shown; search: Shown; header: Shown }> {
  const cards = (await gateway.graphql(RingRatingCardsDocument, {})).body.data!.category!.productPage.nodes;
  const search = (await gateway.graphql(RingRatingSearchDocument, { query: 'aura ring' })).body.data!.productSearchPage
    .nodes;
  const header = (await gateway.graphql(RingRatingHeaderDocument, {})).body.data!.product!;
  const pick = ({ rating, ratingCount }: Shown) => ({ rating, ratingCount });
  return {
    card: pick(cards.find((p) => p.id === RING.productId)!),
    search: pick(search.find((p) => p.id === RING.productId)!),
    header: pick(header),
  };
}

async function approvedInDatabase(productId: string): Promise<{ total: number; count: number }> {
  const row = await withTestDb(upstream, (db) =>
    db.get<{ total: number | string | null; count: number | string }>(
      "SELECT SUM(rating) AS total, COUNT(*) AS count FROM reviews WHERE product_id = ? AND status = 'approved'",
      Number(productId),
    ),
  );
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

async function writeReview(rating: number): Promise<string> {
  const customer = await deliveredBuyer(gateway);
  const written = await data(
    gateway,
    WriteReviewOfDocument,
    { input: { productId: RING.productId, rating, text: TEXT } },
    customer.token,
  );
  expect(written.writeReview.userErrors).toEqual([]);
  return written.writeReview.review!.id;
}

describe("a product's rating on cards and the product page", () => {
  it("is its approved reviews' mean and count, as its reviews summary says", async () => {
    const { total, count } = await approvedInDatabase(RING.productId);
    expect(count).toBeGreaterThan(0);
    const expected = { rating: averageRating(total, count), ratingCount: count };
    expect(await ringRatings()).toEqual({ card: expected, search: expected, header: expected });
    const summary = (await gateway.graphql(ProductReviewsPageDocument, { productId: RING.productId })).body.data!
      .productReviews.summary;
    expect({ rating: summary.average, ratingCount: summary.count }).toEqual(expected);
  });

  it('is 0 and 0 for a product without an approved review', async () => {
    const cards = (await gateway.graphql(RingRatingCardsDocument, {})).body.data!.category!.productPage.nodes;
    expect(cards.find((p) => p.id === unreviewed)).toMatchObject({ rating: 0, ratingCount: 0 });
  });

  it('changes when a review is approved, not while it waits or when it is rejected', async () => {
    const before = await approvedInDatabase(RING.productId);
    const shownBefore = await ringRatings(); // the catalog cache now holds these answers
    const catalog = (await operatorToken(gateway, 'catalog')).token;

    const rejectedId = await writeReview(5);
    const rejected = await operatorData(gateway, catalog, AdminModerateReviewOfDocument, {
      input: { reviewId: rejectedId, decision: 'REJECT', reason: 'Not about the product.' },
    });
    expect(rejected.adminModerateReview).toEqual({ ok: true, userErrors: [] });
    expect(await ringRatings()).toEqual(shownBefore);

    const id = await writeReview(1);
    expect(await ringRatings()).toEqual(shownBefore);
    const approved = await operatorData(gateway, catalog, AdminModerateReviewOfDocument, {
      input: { reviewId: id, decision: 'APPROVE' },
    });
    expect(approved.adminModerateReview).toEqual({ ok: true, userErrors: [] });

    const expected = { rating: averageRating(before.total + 1, before.count + 1), ratingCount: before.count + 1 };
    expect(expected.rating).toBeLessThan(shownBefore.card.rating);
    expect(await ringRatings()).toEqual({ card: expected, search: expected, header: expected });
  });
});
