import { describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
  breakdownPercent,
  isReviewableOrderState,
  averageRating,
  ratingSummary,
  reviewDraftProblems,
  reviewerDisplayName,
} from './reviews.ts';

const text = 'Sleep tracking matches how I feel in the morning.';

describe('reviewDraftProblems', () => {
  it('accepts a whole rating from 1 to 5 with text of sensible length', () => {
    expect(reviewDraftProblems({ rating: 5, title: '', text, photoCount: 3 })).toEqual({});
    expect(reviewDraftProblems({ rating: 1, title: 'Fine', text, photoCount: 0 })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(reviewDraftProblems({ rating: 0, title: 'x'.repeat(121), text: 'short', photoCount: 4 })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      title: REVIEW_MESSAGES.titleLong,
      text: REVIEW_MESSAGES.textShort,
      photos: REVIEW_MESSAGES.tooManyPhotos,
    });
    expect(reviewDraftProblems({ rating: 4.5, title: '', text, photoCount: 0 }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(
      reviewDraftProblems({ rating: 4, title: '', text: 'a'.repeat(REVIEW_TEXT_MAX_LENGTH + 1), photoCount: 0 }).text,
    ).toBe(REVIEW_MESSAGES.textLong);
  });

  it('counts text without surrounding spaces', () => {
    expect(reviewDraftProblems({ rating: 3, title: '', text: `   ${'a'.repeat(19)}   `, photoCount: 0 }).text).toBe(
      REVIEW_MESSAGES.textShort,
    );
  });
});

describe('isReviewableOrderState', () => {
  it('is true once the goods were delivered, also after a return was asked', () => {
    expect(isReviewableOrderState('delivered')).toBe(true);
    expect(isReviewableOrderState('return_requested')).toBe(true);
    expect(isReviewableOrderState('replaced')).toBe(true);
  });

  it('is false before delivery and for cancelled orders', () => {
    for (const status of ['placed', 'paid', 'packed', 'shipped', 'out_for_delivery', 'cancelled', 'pending_payment'])
      expect(isReviewableOrderState(status)).toBe(false);
  });
});

describe('averageRating', () => {
  it('is the mean to one decimal, 0 without ratings', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe('ratingSummary', () => {
  it('lists 5 to 1 stars, the count and the mean to one decimal', () => {
    const summary = ratingSummary(
      new Map([
        [5, 3],
        [4, 1],
        [1, 1],
      ]),
    );
    expect(summary.breakdown).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    expect(summary.count).toBe(5);
    expect(summary.average).toBe(4);
  });

  it('is zero without reviews', () => {
    expect(ratingSummary(new Map())).toMatchObject({ count: 0, average: 0 });
  });

  it('rounds the mean', () => {
    expect(
      ratingSummary(
        new Map([
          [5, 2],
          [4, 1],
        ]),
      ).average,
    ).toBe(4.7);
  });
});

describe('breakdownPercent', () => {
  it('is a whole share, zero of nothing', () => {
    expect(breakdownPercent(1, 3)).toBe(33);
    expect(breakdownPercent(0, 0)).toBe(0);
  });
});

describe('reviewerDisplayName', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerDisplayName('Priya', 'sharma', 'x')).toBe('Priya S.');
    expect(reviewerDisplayName('Priya', '', 'x')).toBe('Priya');
    expect(reviewerDisplayName('', '', 'Rahul Mehta')).toBe('Rahul');
    expect(reviewerDisplayName('', '', '')).toBe('Customer');
  });
});
