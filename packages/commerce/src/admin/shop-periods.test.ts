import { describe, expect, it } from 'vitest';
import { isMonth, monthsBetween, shopDay, shopMonth, shopMonthOf } from './shop-periods.ts';

describe('shop periods (India time)', () => {
  it("starts India's day at 18:30 UTC the evening before", () => {
    // 23 Nov 2026 20:00 UTC is already 24 Nov 01:30 in India
    expect(shopDay(new Date('2026-11-23T20:00:00Z'))).toEqual({
      from: '2026-11-23T18:30:00.000Z',
      to: '2026-11-24T18:30:00.000Z',
    });
    expect(shopDay(new Date('2026-11-23T10:00:00Z')).from).toBe('2026-11-22T18:30:00.000Z');
  });

  it('gives a month its first instant and the next month its own, across the year end', () => {
    expect(shopMonth('2026-12')).toEqual({ from: '2026-11-30T18:30:00.000Z', to: '2026-12-31T18:30:00.000Z' });
    expect(shopMonth('2024-02').to).toBe('2024-02-29T18:30:00.000Z');
    expect(shopMonthOf('2026-11-30T19:00:00Z')).toBe('2026-12');
    expect(() => shopMonth('2026-13')).toThrow(RangeError);
    expect(isMonth('2026-1')).toBe(false);
  });

  it('lists the months from the newest back to the oldest', () => {
    expect(monthsBetween('2027-02', '2026-11')).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(monthsBetween('2026-11', '2026-11')).toEqual(['2026-11']);
    expect(monthsBetween('2026-10', '2026-11')).toEqual([]);
  });
});
