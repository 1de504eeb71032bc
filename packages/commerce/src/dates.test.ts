import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime, readShopDate } from './dates.ts';

describe('formatShopDate', () => {
  it('writes an instant as its day in India, dd-MM-yyyy', () => {
    expect(formatShopDate('2026-11-23T05:00:00.000Z')).toBe('23-11-2026');
    // 18:30 UTC is already the next day in India.
    expect(formatShopDate('2026-12-31T18:30:00Z')).toBe('01-01-2027');
    expect(formatShopDate(new Date('2026-01-05T18:29:59Z'))).toBe('05-01-2026');
    // Its own dd-MM-yyyy stays day first, as the portal's answers already carry it.
    expect(formatShopDate('03-10-2026')).toBe('03-10-2026');
    expect(formatShopDate('3/10/2026')).toBe('03-10-2026');
    expect(formatShopDate('31-02-2026')).toBe('31-02-2026');
  });

  it('writes a calendar date as that day, whatever the time zone', () => {
    expect(formatShopDate('2026-03-14')).toBe('14-03-2026');
    expect(formatShopDate('2024-02-29')).toBe('29-02-2024');
  });

  it('keeps text that is no date, and writes nothing for nothing', () => {
    expect(formatShopDate('soon')).toBe('soon');
    expect(formatShopDate('2025-02-30')).toBe('2025-02-30');
    expect(formatShopDate(null)).toBe('');
    expect(formatShopDate(undefined)).toBe('');
    expect(formatShopDate('')).toBe('');
  });
});

describe('formatShopDateTime', () => {
  it('writes an instant as dd-MM-yyyy HH:mm in India time, seconds when asked', () => {
    expect(formatShopDateTime('2026-11-23T08:35:09Z')).toBe('23-11-2026 14:05');
    expect(formatShopDateTime('2026-01-05T18:45:07Z', { seconds: true })).toBe('06-01-2026 00:15:07');
    expect(formatShopDateTime('2026-01-05T10:00:00+05:30')).toBe('05-01-2026 10:00');
  });

  it('keeps text that is no date', () => {
    expect(formatShopDateTime('yesterday')).toBe('yesterday');
    expect(formatShopDateTime(null)).toBe('');
  });
});

describe('readShopDate', () => {
  it('reads dd-MM-yyyy as YYYY-MM-DD', () => {
    expect(readShopDate('23-11-2026')).toBe('2026-11-23');
    expect(readShopDate(' 29-02-2024 ')).toBe('2024-02-29');
  });

  it('reads one-digit days and months, slashes and dots', () => {
    expect(readShopDate('5-1-2026')).toBe('2026-01-05');
    expect(readShopDate('05/01/2026')).toBe('2026-01-05');
    expect(readShopDate('05.01.2026')).toBe('2026-01-05');
  });

  it('takes an ISO calendar date as it is', () => {
    expect(readShopDate('2026-11-23')).toBe('2026-11-23');
  });

  it('refuses days that do not exist and other text', () => {
    expect(readShopDate('29-02-2025')).toBeNull();
    expect(readShopDate('31-04-2026')).toBeNull();
    expect(readShopDate('13-13-2026')).toBeNull();
    expect(readShopDate('2026/11/23')).toBeNull();
    expect(readShopDate('23-11-26')).toBeNull();
    expect(readShopDate('')).toBeNull();
  });
});
