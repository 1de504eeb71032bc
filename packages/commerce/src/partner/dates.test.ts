import { describe, expect, it } from 'vitest';
import { formatPartnerDate, isoInstant } from './dates.ts';

describe('partner dates', () => {
  it('show an instant as dd-MM-yyyy HH:mm:ss in India time (UTC+05:30)', () => {
    expect(formatPartnerDate('2026-01-05T18:45:07Z')).toBe('06-01-2026 00:15:07');
    expect(formatPartnerDate('2026-03-31T06:30:00.000Z')).toBe('31-03-2026 12:00:00');
    expect(formatPartnerDate('2026-12-31T18:29:59Z')).toBe('31-12-2026 23:59:59');
  });

  it('read an offset as written', () => {
    expect(formatPartnerDate('2026-01-05T10:00:00+05:30')).toBe('05-01-2026 10:00:00');
  });

  it('answer null for what is no date', () => {
    expect(formatPartnerDate('yesterday')).toBeNull();
    expect(isoInstant('')).toBeNull();
    expect(isoInstant('2026-01-05T10:00:00+05:30')).toBe('2026-01-05T04:30:00.000Z');
  });
});
