import { describe, expect, it } from 'vitest';
import {
  attributionBase,
  attributionRows,
  checkIncentiveTable,
  checkNominationRates,
  incentiveAmount,
  parsePercent,
  samePercent,
} from './partner-incentive.ts';

const rates = (masterPercent: number, generalPercent: number, clientDiscount: number) => ({
  masterPercent,
  generalPercent,
  clientDiscount,
});

describe('parsePercent', () => {
  it('takes numbers and numeric strings of digits with an optional decimal point, kept to 2 decimals', () => {
    expect(parsePercent(12)).toBe(12);
    expect(parsePercent('7')).toBe(7);
    expect(parsePercent(' 7.5 ')).toBe(7.5);
    expect(parsePercent('.5')).toBe(0.5);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent(8.125)).toBe(8.13);
    expect(parsePercent('100')).toBe(100);
  });

  it('refuses negatives, blanks, words, exponents and values over 100', () => {
    for (const bad of [
      -1,
      '-1',
      '',
      ' ',
      'ten',
      '1e2',
      '12%',
      '1,5',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      100.01,
      null,
      undefined,
      true,
    ]) {
      expect(parsePercent(bad), String(bad)).toBeNull();
    }
  });

  it('compares percents to 2 decimals', () => {
    expect(samePercent(8, 8.001)).toBe(true);
    expect(samePercent(8, 8.01)).toBe(false);
  });
});

describe('the sum rule of an incentive table', () => {
  it('lets a Master use up to max_discount with its master percent and client discount (general counted 0)', () => {
    expect(checkIncentiveTable(1, rates(25, 0, 10), 35)).toBeNull(); // 25 + 0 + 10 = 35
    expect(checkIncentiveTable(1, rates(12, 30, 10), 35)).toBeNull(); // the general percent is not counted for level 1
    expect(checkIncentiveTable(1, rates(25.5, 0, 10), 35)).toBe('Discount cannot be more than 35'); // 35.5
  });

  it('counts the general percent for a General partner', () => {
    expect(checkIncentiveTable(2, rates(8, 7, 12), 35)).toBeNull(); // 27
    expect(checkIncentiveTable(2, rates(8, 17, 10), 35)).toBeNull(); // exactly 35
    expect(checkIncentiveTable(2, rates(8, 17.01, 10), 35)).toBe('Discount cannot be more than 35'); // 35.01
    expect(checkIncentiveTable(2, rates(8, 20, 12), 30)).toBe('Discount cannot be more than 30');
  });

  it('prints max_discount as a number', () => {
    expect(checkIncentiveTable(1, rates(30, 0, 10), 32.5)).toBe('Discount cannot be more than 32.5');
  });

  it('needs a client discount of at least 10, checked after the sum', () => {
    expect(checkIncentiveTable(1, rates(12, 0, 9.99), 35)).toBe('Client Discount cannot be less than 10');
    expect(checkIncentiveTable(2, rates(8, 7, 0), 35)).toBe('Client Discount cannot be less than 10');
    expect(checkIncentiveTable(1, rates(40, 0, 5), 35)).toBe('Discount cannot be more than 35');
    expect(checkIncentiveTable(1, rates(0, 0, 10), 35)).toBeNull();
  });
});

describe('the nomination cap', () => {
  it('allows the three percentages up to 35 together', () => {
    expect(checkNominationRates(rates(10, 15, 10))).toBeNull(); // 35
    expect(checkNominationRates(rates(10.1, 15, 10))).toBe('max discount is 35%'); // 35.1
    expect(checkNominationRates(rates(20, 10, 10))).toBe('max discount is 35%'); // 40
    expect(checkNominationRates(rates(11.7, 11.7, 11.6))).toBeNull(); // 35.0 without binary drift
  });
});

describe('incentive amounts', () => {
  it('is base x percent / 100 to the paisa', () => {
    expect(incentiveAmount(18000, 12)).toBe(2160); // ₹2,160.00
    expect(incentiveAmount(18000, 7)).toBe(1260);
    expect(incentiveAmount(18000, 8)).toBe(1440);
    expect(incentiveAmount(15839.12, 12)).toBe(1900.69); // 1900.6944
    expect(incentiveAmount(0, 12)).toBe(0);
    expect(incentiveAmount(18000, 0)).toBe(0);
  });

  it('rounds a half paisa up', () => {
    expect(incentiveAmount(0.5, 1)).toBe(0.01); // 0.005 -> 0.01
    expect(incentiveAmount(1.05, 10)).toBe(0.11); // 0.105 -> 0.11 (1.05 x 0.1 is 0.10500000000000001 in binary)
    expect(incentiveAmount(2.45, 10)).toBe(0.25); // 0.245 -> 0.25 (0.24500000000000002 in binary, but exact on integers)
    expect(incentiveAmount(2999, 8.25)).toBe(247.42); // 247.4175
    expect(incentiveAmount(101, 0.5)).toBe(0.51); // 0.505
  });

  it('takes the base as subtotal less the coupon discount', () => {
    expect(attributionBase(20000, 2000)).toBe(18000);
    expect(attributionBase(17999, 2159.88)).toBe(15839.12);
    expect(attributionBase(100, 150)).toBe(0);
  });
});

describe('attribution of an order', () => {
  it('gives a Master sharer one row at its master percent: base ₹18,000 at 12 % = ₹2,160.00', () => {
    const rows = attributionRows({ partnerId: 1, level: 1, masterId: null, rates: rates(12, 5, 10) }, 18000);
    expect(rows).toEqual([{ partnerId: 1, role: 'referrer', percent: 12, amount: 2160 }]);
  });

  it("splits a General sharer's order 7 % to it and 8 % to its Master", () => {
    const rows = attributionRows({ partnerId: 2, level: 2, masterId: 1, rates: rates(8, 7, 12) }, 18000);
    expect(rows).toEqual([
      { partnerId: 2, role: 'referrer', percent: 7, amount: 1260 },
      { partnerId: 1, role: 'master', percent: 8, amount: 1440 },
    ]);
  });

  it('rounds each partner to the paisa on its own', () => {
    // 17999 - 12 % coupon (2159.88) = 15839.12; 7 % = 1108.7384 -> 1108.74; 8 % = 1267.1296 -> 1267.13
    const rows = attributionRows(
      { partnerId: 2, level: 2, masterId: 1, rates: rates(8, 7, 12) },
      attributionBase(17999, 2159.88),
    );
    expect(rows.map((r) => r.amount)).toEqual([1108.74, 1267.13]);
  });

  it('gives a General partner without a Master only its own row', () => {
    expect(attributionRows({ partnerId: 5, level: 2, masterId: null, rates: rates(8, 7, 12) }, 1000)).toEqual([
      { partnerId: 5, role: 'referrer', percent: 7, amount: 70 },
    ]);
  });
});
