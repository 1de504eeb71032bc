import { describe, expect, it } from 'vitest';
import {
  UPSTREAM_REVIEW_SORT,
  UPSTREAM_REVIEW_STATUS,
  eligibilitySchema,
  reviewPageSchema,
  reviewQueueSchema,
  savedReviewSchema,
} from './mapping.ts';

/** A review as Reviews/Product answers it. */
const item = {
  id: 7,
  author: 'Priya S.',
  rating: 5,
  title: 'Great',
  text: 'Comfortable all day and the battery lasts the week.',
  date: '2026-09-14',
  verified: true,
  photos: ['/images/reviews/abc.png'],
};

const summary = {
  count: 11,
  average: 4.5,
  breakdown: [
    { stars: 5, count: 7 },
    { stars: 4, count: 3 },
    { stars: 3, count: 1 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
};

const ownReview = { ...item, status: 'rejected', rejectReason: 'Not about the product' };

describe('review answers', () => {
  it('renames a page of reviews to a GraphQL page of `pageSize` per page', () => {
    expect(reviewPageSchema.parse({ summary, total: 11, page: 2, pageSize: 5, items: [item] })).toEqual({
      summary,
      nodes: [item],
      totalCount: 11,
      page: 2,
      pageCount: 3,
    });
    expect(reviewPageSchema.parse({ summary, total: 0, page: 1, pageSize: 5, items: [] }).pageCount).toBe(1);
  });

  it("keeps only the schema's fields of the customer's own review, its status as the enum", () => {
    const { author: _author, verified: _verified, ...mine } = ownReview;
    expect(eligibilitySchema.parse({ canReview: true, message: null, review: ownReview })).toEqual({
      canReview: true,
      message: null,
      review: { ...mine, status: 'REJECTED' },
    });
    expect(eligibilitySchema.parse({ canReview: false, message: 'Only buyers', review: null }).review).toBeNull();
    expect(
      savedReviewSchema.parse({ id: 7, message: 'Thanks', review: { ...ownReview, status: 'pending' } }),
    ).toMatchObject({ id: 7, message: 'Thanks', review: { id: 7, status: 'PENDING' } });
  });

  it("renames the console's queue: the status as the enum, the time of the last change", () => {
    const queued = {
      ...item,
      productId: 101,
      productName: 'Aura Ring Gen 3',
      status: 'approved',
      orderNumber: 'LUM2611210004',
      createdAt: '2026-09-14T10:00:00.000Z',
    };
    expect(reviewQueueSchema.parse({ total: 1, page: 1, pageSize: 25, items: [queued] })).toEqual({
      total: 1,
      items: [
        {
          id: 7,
          author: 'Priya S.',
          rating: 5,
          title: 'Great',
          text: item.text,
          verified: true,
          photos: item.photos,
          productId: 101,
          productName: 'Aura Ring Gen 3',
          status: 'APPROVED',
          orderNumber: 'LUM2611210004',
          updatedAt: '2026-09-14T10:00:00.000Z',
        },
      ],
    });
  });

  it("names the schema's orders and statuses as upstream does", () => {
    expect(Object.values(UPSTREAM_REVIEW_SORT)).toEqual(['recent', 'highest', 'lowest', 'photos']);
    expect(UPSTREAM_REVIEW_STATUS).toEqual({ PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' });
  });

  it('rejects an answer that breaks the contract', () => {
    const { verified: _, ...withoutVerified } = item;
    expect(
      reviewPageSchema.safeParse({ summary, total: 1, page: 1, pageSize: 5, items: [withoutVerified] }).success,
    ).toBe(false);
    expect(
      eligibilitySchema.safeParse({ canReview: true, message: null, review: { ...ownReview, status: 'hidden' } })
        .success,
    ).toBe(false);
  });
});
