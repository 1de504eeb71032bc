import { describe, expect, it } from 'vitest';
import { isCalendarDate, shopDate } from './shop-time.ts';

describe("the shop's clock", () => {
  it("gives India's calendar date of an instant, turning at 18:30 UTC", () => {
    expect(shopDate('2026-01-31T18:29:59.000Z')).toBe('2026-01-31');
    expect(shopDate('2026-01-31T18:30:00.000Z')).toBe('2026-02-01');
    expect(shopDate(new Date('2026-03-09T18:29:59Z'))).toBe('2026-03-09');
    expect(shopDate(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
  });

  it('keeps a bare date, and the first 10 characters of text that is no instant', () => {
    expect(shopDate('2026-01-31')).toBe('2026-01-31');
    expect(shopDate('31/01/2026 10:00')).toBe('31/01/2026');
    expect(shopDate(new Date(Number.NaN))).toBe('');
  });

  it('knows which calendar dates exist', () => {
    expect(['2024-02-29', '2025-02-29', '2025-13-01', '2025-1-01'].map(isCalendarDate)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
