import { describe, expect, it } from 'vitest';
import { LOW_STOCK_UNITS, MAX_STOCK_UNITS } from './catalog-limits.ts';
import {
  CATALOG_MESSAGES,
  checkNewCoupon,
  checkPrices,
  checkStockUnits,
  couponState,
  isLowStock,
  type NewCoupon,
} from './catalog-rules.ts';

describe('checkPrices', () => {
  it('accepts a sale price at or below the list price, to the paisa', () => {
    expect(checkPrices({ listPrice: 24999, salePrice: 17999 })).toBeNull();
    expect(checkPrices({ listPrice: 499.5, salePrice: 499.5 })).toBeNull();
    expect(checkPrices({ listPrice: 100, salePrice: 99.99 })).toBeNull();
  });
  it('refuses a sale price above the list price beside the sale price', () => {
    expect(checkPrices({ listPrice: 1000, salePrice: 1000.01 })).toEqual({
      field: 'salePrice',
      message: CATALOG_MESSAGES.saleAboveList,
      code: 'SALE_ABOVE_LIST',
    });
  });
  it('refuses zero, negative and sub-paisa prices', () => {
    expect(checkPrices({ listPrice: 0, salePrice: 0 })?.field).toBe('listPrice');
    expect(checkPrices({ listPrice: 100, salePrice: -1 })?.message).toBe(CATALOG_MESSAGES.priceNotPositive);
    expect(checkPrices({ listPrice: 100.005, salePrice: 50 })?.message).toBe(CATALOG_MESSAGES.pricePaise);
    expect(checkPrices({ listPrice: Number.NaN, salePrice: 50 })?.code).toBe('PRICE_INVALID');
  });
});

describe('checkStockUnits and isLowStock', () => {
  it('takes whole units from 0 to the maximum', () => {
    expect(checkStockUnits(0)).toBeNull();
    expect(checkStockUnits(MAX_STOCK_UNITS)).toBeNull();
    expect(checkStockUnits(MAX_STOCK_UNITS + 1)?.field).toBe('units');
    expect(checkStockUnits(-1)?.message).toBe(CATALOG_MESSAGES.stockUnits);
    expect(checkStockUnits(2.5)?.code).toBe('STOCK_INVALID');
  });
  it('calls the threshold and below low', () => {
    expect(isLowStock(LOW_STOCK_UNITS)).toBe(true);
    expect(isLowStock(LOW_STOCK_UNITS + 1)).toBe(false);
    expect(isLowStock(0)).toBe(true);
  });
});

describe('checkNewCoupon', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const good: NewCoupon = {
    code: ' winter15 ',
    description: '15% off smart rings',
    percent: 15,
    productId: null,
    categoryId: 1,
    validFrom: '2026-11-23T00:00:00.000Z',
    validTo: '2026-12-31T18:29:59.000Z',
    maxUses: 100,
  };
  it('accepts a category coupon within the cap (code in any case)', () => {
    expect(checkNewCoupon(good, 50, now)).toBeNull();
    expect(checkNewCoupon({ ...good, percent: 50 }, 50, now)).toBeNull();
  });
  it('refuses a percent above the shop cap, naming the cap', () => {
    expect(checkNewCoupon({ ...good, percent: 50.01 }, 50, now)).toEqual({
      field: 'percent',
      message: 'Coupons can take at most 50% off one product.',
      code: 'COUPON_PERCENT_CAP',
    });
  });
  it('refuses bad codes, percents, scopes, dates and uses', () => {
    expect(checkNewCoupon({ ...good, code: 'AB' }, 50, now)?.field).toBe('code');
    expect(checkNewCoupon({ ...good, code: 'TEN OFF' }, 50, now)?.field).toBe('code');
    expect(checkNewCoupon({ ...good, description: '  ' }, 50, now)?.field).toBe('description');
    expect(checkNewCoupon({ ...good, percent: 0 }, 50, now)?.code).toBe('COUPON_PERCENT_INVALID');
    expect(checkNewCoupon({ ...good, percent: 10.005 }, 50, now)?.code).toBe('COUPON_PERCENT_INVALID');
    expect(checkNewCoupon({ ...good, productId: 101 }, 50, now)?.code).toBe('COUPON_SCOPE_INVALID');
    expect(checkNewCoupon({ ...good, validTo: good.validFrom }, 50, now)?.message).toBe(CATALOG_MESSAGES.couponDates);
    expect(
      checkNewCoupon({ ...good, validFrom: '2026-01-01T00:00:00.000Z', validTo: '2026-02-01T00:00:00.000Z' }, 50, now)
        ?.message,
    ).toBe(CATALOG_MESSAGES.couponEndPast);
    expect(checkNewCoupon({ ...good, maxUses: 0 }, 50, now)?.field).toBe('maxUses');
  });
});

describe('couponState', () => {
  const coupon = { validFrom: '2026-01-01T00:00:00.000Z', validTo: '2026-12-31T18:29:59.000Z', uses: 0, maxUses: 2 };
  it('tells upcoming, active, used up and ended apart', () => {
    expect(couponState(coupon, new Date('2025-12-31T00:00:00.000Z'))).toBe('upcoming');
    expect(couponState(coupon, new Date('2026-06-01T00:00:00.000Z'))).toBe('active');
    expect(couponState({ ...coupon, uses: 2 }, new Date('2026-06-01T00:00:00.000Z'))).toBe('usedUp');
    expect(couponState(coupon, new Date('2026-12-31T18:30:00.000Z'))).toBe('ended');
  });
});
