import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

describe('console dates', () => {
  it("writes an instant as India's date and time", () => {
    expect(formatDate('2026-11-22T20:00:00.000Z')).toBe('23-11-2026');
    expect(formatDateTime('2026-11-22T20:05:00.000Z')).toBe('23-11-2026 01:35');
  });

  it('keeps a calendar date on its day and shows other text as it is', () => {
    expect(formatDate('2026-11-23')).toBe('23-11-2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });
});
