import { describe, expect, it } from 'vitest';
import {
  changesLockedPercent,
  checkIncentiveTable,
  checkNominationRates,
  incentiveTableError,
  ratesToSave,
} from './incentive-table.ts';

const rates = (masterPercent: number, generalPercent: number, clientDiscount: number) => ({
  masterPercent,
  generalPercent,
  clientDiscount,
});

describe('the incentive table sum rule against max_discount', () => {
  it('holds each percent to 2 decimals before adding: 10.004 + 0 + 25 is 35.00, within 35', () => {
    // Each percent in hundredths: 1000 + 0 + 2500 = 3500, not above 3500.
    expect(checkIncentiveTable('GENERAL', rates(10.004, 0, 25), 35)).toBeNull();
    expect(ratesToSave('GENERAL', rates(0, 0, 25), rates(10.004, 0, 10))).toEqual(rates(10, 0, 25));
  });

  it('refuses 10.005 + 0 + 25: 10.005 is held as 10.01, so the sum is 35.01', () => {
    expect(checkIncentiveTable('GENERAL', rates(10.005, 0, 25), 35)).toBe('discountTooHigh');
    expect(incentiveTableError('discountTooHigh', 35)).toEqual({
      code: 'MAX_DISCOUNT',
      message: 'Discount cannot be more than 35',
    });
  });

  it('adds decimal percents without binary noise: 25.1 + 7.2 + 2.7 is 35, not above it', () => {
    expect(25.1 + 7.2 + 2.7).toBe(35.00000000000001);
    // Within the max, so the refusal is the client discount under 10.
    expect(checkIncentiveTable('GENERAL', rates(25.1, 7.2, 2.7), 35)).toBe('clientDiscount');
    expect(checkIncentiveTable('GENERAL', rates(7.1, 2.2, 25.7), 35)).toBeNull();
  });

  it('counts the general percent 0 for a Master and in full for a General partner', () => {
    expect(checkIncentiveTable('MASTER', rates(20, 10, 15), 35)).toBeNull();
    expect(checkIncentiveTable('GENERAL', rates(20, 10, 15), 35)).toBe('discountTooHigh');
    expect(checkIncentiveTable('GENERAL', rates(10, 5, 20), 35)).toBeNull();
  });

  it("prints the server's max as a number", () => {
    expect(checkIncentiveTable('MASTER', rates(25, 0, 15.5), 40)).toBe('discountTooHigh');
    expect(incentiveTableError('discountTooHigh', 40).message).toBe('Discount cannot be more than 40');
    expect(incentiveTableError('discountTooHigh', 40.5).message).toBe('Discount cannot be more than 40.5');
    expect(checkIncentiveTable('MASTER', rates(20, 0, 20.5), 40.5)).toBeNull();
  });
});

describe('the client discount minimum', () => {
  it('refuses a client discount under 10, after the sum check', () => {
    expect(checkIncentiveTable('MASTER', rates(10, 0, 9.99), 35)).toBe('clientDiscount');
    expect(incentiveTableError('clientDiscount', 35)).toEqual({
      code: 'MIN_CLIENT_DISCOUNT',
      message: 'Client Discount cannot be less than 10',
    });
    expect(checkIncentiveTable('MASTER', rates(10, 0, 10), 35)).toBeNull();
    // 9.996 is held as 10.00.
    expect(checkIncentiveTable('MASTER', rates(10, 0, 9.996), 35)).toBeNull();
    // Both wrong: the sum is the message.
    expect(checkIncentiveTable('MASTER', rates(30, 0, 8), 35)).toBe('discountTooHigh');
  });
});

describe('the nomination cap of 35', () => {
  it('allows 35 and refuses more, in hundredths', () => {
    expect(checkNominationRates(rates(10, 15, 10))).toBeNull();
    expect(checkNominationRates(rates(10.5, 14.5, 10))).toBeNull();
    expect(checkNominationRates(rates(10.5, 14.5, 10.01))).toBe('nominationCap');
    expect(checkNominationRates(rates(10, 15, 10.004))).toBeNull();
    expect(checkNominationRates(rates(10, 15, 10.005))).toBe('nominationCap');
  });

  it('refuses a client discount under 10, as the Modify dialog does', () => {
    expect(checkNominationRates(rates(10, 15, 5))).toBe('clientDiscount');
    expect(checkNominationRates(rates(10, 15, 9.995))).toBeNull();
    expect(checkNominationRates(rates(10, 15, 9.994))).toBe('clientDiscount');
  });
});

describe('what a level may change', () => {
  const current = { ...rates(8, 7, 12), maxDiscount: 35 };

  it('keeps the master percent of a General partner and the general percent of a Master', () => {
    expect(ratesToSave('GENERAL', rates(99, 6.5, 13), current)).toEqual({ ...rates(8, 6.5, 13), maxDiscount: 35 });
    expect(ratesToSave('MASTER', rates(9.125, 99, 11), current)).toEqual({ ...rates(9.13, 7, 11), maxDiscount: 35 });
  });

  it('tells when a General partner tries to change the master percent', () => {
    expect(changesLockedPercent('GENERAL', rates(9, 7, 12), current)).toBe(true);
    expect(changesLockedPercent('GENERAL', rates(8.004, 6, 12), current)).toBe(false);
    expect(changesLockedPercent('MASTER', rates(9, 7, 12), current)).toBe(false);
  });
});
