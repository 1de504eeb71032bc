import { describe, expect, it } from 'vitest';
import { readAmount, readWhole, shopDayBoundary, shopToday } from './catalog-form.ts';

describe('readAmount', () => {
  it('reads rupees typed with a symbol or grouping', () => {
    expect(readAmount('₹18,499.50')).toBe(18499.5);
    expect(readAmount(' 999 ')).toBe(999);
  });
  it('refuses what is not an amount', () => {
    expect(readAmount('')).toBeNull();
    expect(readAmount('12a')).toBeNull();
    expect(readAmount('-5')).toBeNull();
  });
});

describe('readWhole', () => {
  it('reads whole numbers, negative ones included (the server explains the range)', () => {
    expect(readWhole('1,200')).toBe(1200);
    expect(readWhole('-1')).toBe(-1);
    expect(readWhole('2.5')).toBeNull();
  });
});

describe('coupon days', () => {
  it('starts and ends a day in India', () => {
    expect(shopDayBoundary('2026-12-01', false)).toBe('2026-11-30T18:30:00.000Z');
    expect(shopDayBoundary('2026-12-31', true)).toBe('2026-12-31T18:29:59.000Z');
    expect(shopDayBoundary('31/12/2026', true)).toBeNull();
  });
  it('knows the day in India', () => {
    expect(shopToday(new Date('2026-11-23T20:00:00.000Z'))).toBe('2026-11-24');
  });
});
