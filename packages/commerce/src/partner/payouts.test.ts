import { describe, expect, it } from 'vitest';
import { lastEndedPeriod, payoutPeriodEnd } from './payouts.ts';

describe('payout periods', () => {
  it('end at the next month’s first midnight in India', () => {
    expect(payoutPeriodEnd('2026-10').toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(payoutPeriodEnd('2026-12').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('name the month before the current one in India', () => {
    expect(lastEndedPeriod(new Date('2026-11-23T10:00:00Z'))).toBe('2026-10');
    // 31 Oct 19:00 UTC is 1 Nov in India: October has ended.
    expect(lastEndedPeriod(new Date('2026-10-31T19:00:00Z'))).toBe('2026-10');
    expect(lastEndedPeriod(new Date('2027-01-05T00:00:00Z'))).toBe('2026-12');
  });
});
