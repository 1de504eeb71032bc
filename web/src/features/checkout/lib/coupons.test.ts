import { describe, expect, it } from 'vitest';
import { addCoupon, couponsOfLine, removeCoupon, withoutRejected } from './coupons.ts';

const ring = { productId: '101', colorId: '1011' };
const buds = { productId: '301', colorId: '3013' };

describe('applied coupons', () => {
  it('adds codes uppercased, once per line; a line may carry several', () => {
    let coupons = addCoupon([], { ...ring, code: ' ring15 ' });
    coupons = addCoupon(coupons, { ...ring, code: 'RING15' });
    coupons = addCoupon(coupons, { ...ring, code: 'RINGS5' });
    coupons = addCoupon(coupons, { ...buds, code: '' });
    expect(coupons).toEqual([
      { ...ring, code: 'RING15' },
      { ...ring, code: 'RINGS5' },
    ]);
    expect(couponsOfLine(coupons, buds)).toEqual([]);
  });

  it('removes one coupon of one line', () => {
    const coupons = [
      { ...ring, code: 'RING15' },
      { ...buds, code: 'RING15' },
    ];
    expect(removeCoupon(coupons, { ...ring, code: 'ring15' })).toEqual([{ ...buds, code: 'RING15' }]);
  });

  it('drops the coupons the server rejected', () => {
    const coupons = [
      { ...ring, code: 'RING15' },
      { ...buds, code: 'BUDS10' },
    ];
    expect(withoutRejected(coupons, [{ ...buds, code: 'buds10' }])).toEqual([{ ...ring, code: 'RING15' }]);
  });
});
