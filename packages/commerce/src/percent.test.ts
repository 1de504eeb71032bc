import { describe, expect, it } from 'vitest';
import { formatPercent, roundPercent, samePercent, sumPercents, withinPercent } from './percent.ts';

describe('percents to 2 decimals', () => {
  it('holds each percent to 2 decimals before adding: 10.004 + 0 + 25 is 35', () => {
    expect(sumPercents([10.004, 0, 25])).toBe(35);
    expect(withinPercent([10.004, 0, 25], 35)).toBe(true);
    expect(withinPercent([10.005, 0, 25], 35)).toBe(false);
  });

  it('adds decimal percents without binary noise', () => {
    expect(1.1 + 2.2).not.toBe(3.3);
    expect(sumPercents([1.1, 2.2])).toBe(3.3);
    expect(sumPercents([10.1, 24.9])).toBe(35);
    expect(sumPercents([7.1, 2.2])).toBe(9.3);
  });

  it('rounds, compares and shows percents', () => {
    expect(roundPercent(12.345)).toBe(12.35);
    expect(samePercent(10, 10.004)).toBe(true);
    expect(formatPercent(7.5)).toBe('7.5%');
    expect(formatPercent(10)).toBe('10%');
  });
});
