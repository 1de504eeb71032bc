import { describe, expect, it } from 'vitest';
import { attributionBase, attributionRows, incentiveAmount, incentiveBase } from './incentive-amounts.ts';

describe('incentive amounts: paise x hundredths of a percent, rounded once', () => {
  it('computes whole amounts exactly', () => {
    // 1,800,000 paise x 1200 / 10,000 = 216,000 paise.
    expect(incentiveAmount(18000, 12)).toBe(2160);
  });

  it('rounds a half paisa away from zero, once', () => {
    // 99,999 paise x 1250 / 10,000 = 12,499.875 paise -> 12,500.
    expect(incentiveAmount(999.99, 12.5)).toBe(125);
    // 2,293,412 paise x 700 / 10,000 = 160,538.84 paise -> 160,539.
    expect(incentiveAmount(22934.12, 7)).toBe(1605.39);
    // 2,293,412 paise x 800 / 10,000 = 183,472.96 paise -> 183,473.
    expect(incentiveAmount(22934.12, 8)).toBe(1834.73);
    // 100 paise x 50 / 10,000 = 0.5 paise -> 1 paisa.
    expect(incentiveAmount(1, 0.5)).toBe(0.01);
    // 100 paise x 49 / 10,000 = 0.49 paise -> 0.
    expect(incentiveAmount(1, 0.49)).toBe(0);
  });

  it('holds the percent to 2 decimals first: 10.004 % is 10 %', () => {
    expect(incentiveAmount(18000, 10.004)).toBe(1800);
  });
});

describe('attributionBase', () => {
  it('is the subtotal less the coupon discount, in paise, never below 0', () => {
    // Subtotal 25,094 less the 12 % coupon on 17,999 (2,159.88): 22,934.12.
    expect(attributionBase(25094, 2159.88)).toBe(22934.12);
    expect(attributionBase(0.3, 0.1)).toBe(0.2);
    expect(attributionBase(100, 150)).toBe(0);
  });
});

describe('incentiveBase: net of coupon discounts and of GST', () => {
  it('takes the GST inside the goods value out as the invoice does (worked figure)', () => {
    // 17,999 less a 10 % coupon (1,799.90) = 16,199.10; tax = 1,619,910 x 1800 / 11,800 paise
    // = 247,104.92 -> 247,105; base = 1,619,910 - 247,105 = 1,372,805 paise.
    expect(incentiveBase(17999, 1799.9, 18)).toBe(13728.05);
    expect(incentiveAmount(incentiveBase(17999, 1799.9, 18), 12)).toBe(1647.37);
  });

  it('is the goods value less coupons when the rate is 0 and never below 0', () => {
    expect(incentiveBase(25094, 2159.88, 0)).toBe(22934.12);
    expect(incentiveBase(100, 150, 18)).toBe(0);
  });

  it('pays no incentive on the tax: 1,852.93 of GST inside 12,147.00 is taken out', () => {
    // 1,214,700 x 1800 / 11,800 = 185,293.2 -> 185,293 paise of tax; base 1,029,407 paise.
    expect(incentiveBase(12147, 0, 18)).toBe(10294.07);
  });
});

describe('attributionRows', () => {
  const rates = { masterPercent: 8, generalPercent: 7, clientDiscount: 12 };

  it('gives a Master sharer one row at its master percent', () => {
    expect(attributionRows({ partnerId: 1, level: 'MASTER', masterId: null, rates }, 18000)).toEqual([
      { partnerId: 1, role: 'referrer', percent: 8, amount: 1440 },
    ]);
  });

  it('gives a General sharer its own row and one for its Master', () => {
    expect(attributionRows({ partnerId: 3, level: 'GENERAL', masterId: 1, rates }, 22934.12)).toEqual([
      { partnerId: 3, role: 'referrer', percent: 7, amount: 1605.39 },
      { partnerId: 1, role: 'master', percent: 8, amount: 1834.73 },
    ]);
  });

  it('keeps rows at 0 % and gives no Master row without a Master', () => {
    const zero = { masterPercent: 0, generalPercent: 0, clientDiscount: 10 };
    expect(attributionRows({ partnerId: 3, level: 'GENERAL', masterId: 1, rates: zero }, 500)).toEqual([
      { partnerId: 3, role: 'referrer', percent: 0, amount: 0 },
      { partnerId: 1, role: 'master', percent: 0, amount: 0 },
    ]);
    expect(attributionRows({ partnerId: 3, level: 'GENERAL', masterId: null, rates }, 100)).toHaveLength(1);
  });
});
